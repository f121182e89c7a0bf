import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { registerUser, testConfig, json, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { completeEndedAttempts } from './close-exams.ts';

// Sessions outlive the exam window here, so moving the clock past it tests the window alone.
const t = testAppForFile({ sessionTtlMs: 400 * 86_400_000, sessionMaxAgeMs: 400 * 86_400_000 });

const SLUG = 'let-mock-exam-general-education';

async function started() {
  const user = await registerUser(t);
  const templates = await json(
    await t.request('GET', `/users/${user.id}/exam-templates?slug=${SLUG}`, { token: user.token }),
  );
  const template = (templates.docs as Json[])[0]!;
  // Started an hour ago, so answers can be dated between the start and now.
  const attempt = await t.at(new Date(Date.now() - 3_600_000), async () =>
    json(await t.request('POST', `/users/${user.id}/exams`, { token: user.token, body: { exam: template._id } })),
  );
  const questions = (attempt.exam as { questions: string[] }).questions;
  const base = `/users/${user.id}/exams/${attempt._id}`;
  return { user, template, attempt, questions, base };
}

/** `second` seconds after the attempt started, as the client dates an answer. */
const sec = (s: Awaited<ReturnType<typeof started>>, second: number) =>
  new Date(Date.parse(s.attempt.createdDate as string) + second * 1000).toISOString();

const answer = (
  s: Awaited<ReturnType<typeof started>>,
  question: string,
  label: string,
  answeredAt = new Date().toISOString(),
) => t.request('POST', `${s.base}/questions/${question}`, { token: s.user.token, body: { answer: label, answeredAt } });

/** What the database keeps of the attempt's answers or flags: the `columns` named of each row. */
async function rowsOf(
  s: Awaited<ReturnType<typeof started>>,
  table: 'answers' | 'question_flags',
  ...columns: string[]
) {
  const rows = await t.db
    .selectFrom(table)
    .selectAll()
    .where('user_exam_id', '=', s.attempt._id as string)
    .execute();
  return rows.map((row) =>
    Object.fromEntries(columns.map((column) => [column, (row as Record<string, unknown>)[column]])),
  );
}

describe('exam templates and attempts', () => {
  it('should find the template by slug, open now, with its duration in minutes', async () => {
    const s = await started();
    expect(s.template).toMatchObject({ slug: SLUG, duration: 30 });
    expect(s.attempt).toMatchObject({ completed: false, answers: [] });
    expect(s.questions).toHaveLength(10);
  });

  it('should create one attempt per user and template (409 for a second)', async () => {
    const s = await started();
    const again = await t.request('POST', `/users/${s.user.id}/exams`, {
      token: s.user.token,
      body: { exam: s.template._id },
    });
    expect(again.status).toBe(409);
    const list = await json(
      await t.request('GET', `/users/${s.user.id}/exams?exam=${s.template._id}`, { token: s.user.token }),
    );
    expect(list.totalDocs).toBe(1);
  });

  it('should refuse to start before availableFrom', async () => {
    const user = await registerUser(t);
    await t.at(new Date(Date.now() - 3 * 86_400_000), async () => {
      const response = await t.request('POST', `/users/${user.id}/exams`, {
        token: user.token,
        body: { exam: 'exam-profed-mock-1' },
      });
      expect(response.status).toBe(403);
    });
  });

  it('should give a question without its correct answer', async () => {
    const s = await started();
    const question = await json(
      await t.request('GET', `/users/${s.user.id}/questions/${s.questions[0]}`, { token: s.user.token }),
    );
    expect(question).toMatchObject({ _id: s.questions[0], question: { data: expect.any(String) } });
    expect(question.options).toHaveLength(4);
    expect(JSON.stringify(question)).not.toMatch(/correct/);
  });
});

describe('answers', () => {
  it('should store an answer idempotently, and let the latest selection win by answeredAt', async () => {
    const s = await started();
    const q = s.questions[0]!;
    expect((await answer(s, q, 'A', sec(s, 2))).status).toBe(200);
    expect((await answer(s, q, 'A', sec(s, 2))).status).toBe(200);
    // An older selection arriving later does not overwrite the newer one.
    const older = await json(await answer(s, q, 'C', sec(s, 1)));
    expect(older.answer).toBe('A');
    const newer = await json(await answer(s, q, 'B', sec(s, 3)));
    expect(newer.answer).toBe('B');
    const stored = await json(await t.request('GET', `${s.base}/questions/${q}`, { token: s.user.token }));
    expect(stored).toMatchObject({ answer: 'B', question: q, user: s.user.id });
    expect(await rowsOf(s, 'answers', 'id')).toHaveLength(1);
  });

  it('should answer 404 for a question with no answer yet', async () => {
    const s = await started();
    expect((await t.request('GET', `${s.base}/questions/${s.questions[1]}`, { token: s.user.token })).status).toBe(404);
  });

  it('should refuse an answer that is not one of the options (product §5)', async () => {
    const s = await started();
    const response = await answer(s, s.questions[0]!, 'E');
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('body.answer: must be one of A, B, C, D');
  });

  it('should refuse an answer after availableUntil', async () => {
    const s = await started();
    await t.at(new Date(Date.parse(s.template.availableUntil as string) + 1000), async () => {
      expect((await answer(s, s.questions[0]!, 'A')).status).toBe(403);
    });
  });

  it("should answer 403 for another user's exams", async () => {
    const s = await started();
    const other = await registerUser(t);
    for (const path of [`${s.base}`, `${s.base}/questions/${s.questions[0]}`, `/users/${s.user.id}/exams`]) {
      expect((await t.request('GET', path, { token: other.token })).status).toBe(403);
    }
    // With their own id in the path, someone else's attempt is simply not found.
    expect((await t.request('GET', `/users/${other.id}/exams/${s.attempt._id}`, { token: other.token })).status).toBe(
      404,
    );
  });
});

const flag = (
  s: Awaited<ReturnType<typeof started>>,
  question: string,
  flagged: boolean,
  flaggedAt = new Date().toISOString(),
) => t.request('PUT', `${s.base}/questions/${question}/flag`, { token: s.user.token, body: { flagged, flaggedAt } });

describe('flags for review (decision 0077)', () => {
  it('should keep the latest flag change by flaggedAt, one row per question, and give it with the attempt', async () => {
    const s = await started();
    const [q1, q2] = [s.questions[0]!, s.questions[1]!];
    expect(await json(await flag(s, q1, true, sec(s, 2)))).toEqual({
      question: q1,
      flagged: true,
      flaggedAt: sec(s, 2),
    });
    // An older change arriving later does not undo the newer one.
    expect(await json(await flag(s, q1, false, sec(s, 1)))).toMatchObject({ flagged: true });
    expect((await flag(s, q2, true, sec(s, 3))).status).toBe(200);
    expect(await json(await flag(s, q2, false, sec(s, 4)))).toMatchObject({ flagged: false });
    // Another device loads the attempt: the flags come with it, the unflagged one as such.
    const attempt = await json(await t.request('GET', s.base, { token: s.user.token }));
    expect(attempt.flags).toEqual(
      [
        { question: q1, flagged: true, flaggedAt: sec(s, 2) },
        { question: q2, flagged: false, flaggedAt: sec(s, 4) },
      ].sort((a, b) => a.question.localeCompare(b.question)),
    );
    const list = await json(
      await t.request('GET', `/users/${s.user.id}/exams?exam=${s.template._id}`, { token: s.user.token }),
    );
    expect((list.docs as Json[])[0]!.flags).toEqual(attempt.flags);
    expect(await rowsOf(s, 'question_flags', 'question_id')).toHaveLength(2);
  });

  it('should date a flag within the attempt’s start and the server’s now', async () => {
    const s = await started();
    const early = await json(await flag(s, s.questions[2]!, true, '2000-01-01T00:00:00.000Z'));
    expect(early.flaggedAt).toBe(s.attempt.createdDate);
    const late = await json(await flag(s, s.questions[3]!, true, '2999-01-01T00:00:00.000Z'));
    expect(Date.parse(late.flaggedAt as string)).toBeLessThanOrEqual(Date.now());
  });

  it('should answer 404 with a message for a question of another exam or an unknown attempt, storing nothing', async () => {
    const s = await started();
    const other = await flag(s, 'profed-01', true);
    expect(other.status).toBe(404);
    expect(await json(other)).toEqual({ message: 'Question not found in this exam' });
    const unknown = await t.request(
      'PUT',
      `/users/${s.user.id}/exams/no-such-attempt/questions/${s.questions[0]}/flag`,
      {
        token: s.user.token,
        body: { flagged: true, flaggedAt: new Date().toISOString() },
      },
    );
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: 'Exam attempt not found' });
    // Someone else's attempt under one's own id is not found either; under theirs, forbidden.
    const intruder = await registerUser(t);
    const path = `/exams/${s.attempt._id}/questions/${s.questions[0]}/flag`;
    const body = { flagged: true, flaggedAt: new Date().toISOString() };
    expect((await t.request('PUT', `/users/${intruder.id}${path}`, { token: intruder.token, body })).status).toBe(404);
    expect((await t.request('PUT', `/users/${s.user.id}${path}`, { token: intruder.token, body })).status).toBe(403);
    expect(await rowsOf(s, 'question_flags', 'question_id')).toEqual([]);
  });

  it.each([
    ['a flag that is not a boolean', { flagged: 'yes', flaggedAt: '2026-01-01T00:00:00.000Z' }, /^body\.flagged: /],
    ['no flaggedAt', { flagged: true }, /^body\.flaggedAt: /],
    ['a flaggedAt that is no date', { flagged: true, flaggedAt: 'soon' }, /^body\.flaggedAt: /],
  ])('should answer 400 naming the field for %s', async (_, body, message) => {
    const s = await started();
    const response = await t.request('PUT', `${s.base}/questions/${s.questions[0]}/flag`, {
      token: s.user.token,
      body,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(message);
  });

  it('should refuse a flag once the window has closed or the exam is submitted, with a message', async () => {
    const s = await started();
    await t.at(new Date(Date.parse(s.template.availableUntil as string)), async () => {
      const closed = await flag(s, s.questions[0]!, true);
      expect(closed.status).toBe(403);
      expect(await json(closed)).toEqual({ message: 'This exam is no longer available' });
    });
    await t.request('POST', `${s.base}/complete`, { token: s.user.token, body: { answers: [] } });
    const submitted = await flag(s, s.questions[0]!, true);
    expect(submitted.status).toBe(403);
    expect(await json(submitted)).toEqual({ message: 'This exam is already submitted' });
  });
});

describe('answers: every refusal of the one-statement save', () => {
  it('should keep the latest selection whatever order the saves arrive in, one row per question', async () => {
    const s = await started();
    const q = s.questions[2]!;
    const at = (second: number) => sec(s, second);
    // Sent out of order: the one chosen last (second 9, 'D') must win.
    const order = [3, 9, 1, 7, 5];
    const labels: Record<number, string> = { 1: 'A', 3: 'B', 5: 'C', 7: 'A', 9: 'D' };
    const replies = [];
    for (const second of order) replies.push(await json(await answer(s, q, labels[second]!, at(second))));
    expect(replies.map((r) => r.answer)).toEqual(['B', 'D', 'D', 'D', 'D']);
    expect(replies.at(-1)).toMatchObject({ answer: 'D', answeredAt: at(9), question: q, exam: s.template._id });
    expect(await rowsOf(s, 'answers', 'answer', 'answered_at')).toEqual([
      { answer: 'D', answered_at: new Date(at(9)) },
    ]);
  });

  it('should keep the latest selection when saves for one question arrive at once', async () => {
    const s = await started();
    const q = s.questions[3]!;
    const labels = ['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D'];
    const replies = await Promise.all(labels.map((label, i) => answer(s, q, label, sec(s, i))));
    expect(replies.map((r) => r.status)).toEqual(labels.map(() => 200));
    const stored = await json(await t.request('GET', `${s.base}/questions/${q}`, { token: s.user.token }));
    expect(stored).toMatchObject({ answer: 'D', answeredAt: sec(s, 7) });
  });

  it('should refuse an answer before availableFrom, and store nothing', async () => {
    const s = await started();
    await t.at(new Date(Date.parse(s.template.availableFrom as string) - 1000), async () => {
      const response = await answer(s, s.questions[0]!, 'A');
      expect(response.status).toBe(403);
      expect((await json(response)).message).toBe('This exam is not yet available');
    });
    expect((await t.request('GET', `${s.base}/questions/${s.questions[0]}`, { token: s.user.token })).status).toBe(404);
  });

  it('should name the window that closed, and store nothing', async () => {
    const s = await started();
    await t.at(new Date(Date.parse(s.template.availableUntil as string) + 1), async () => {
      const response = await answer(s, s.questions[0]!, 'A');
      expect(await json(response)).toEqual({ message: 'This exam is no longer available' });
    });
    expect((await t.request('GET', `${s.base}/questions/${s.questions[0]}`, { token: s.user.token })).status).toBe(404);
  });

  it('should refuse an answer at the instant availableUntil, as the exam screen shows the window ended', async () => {
    const s = await started();
    const until = Date.parse(s.template.availableUntil as string);
    await t.at(new Date(until - 1), async () => {
      expect((await answer(s, s.questions[0]!, 'A')).status).toBe(200);
    });
    await t.at(new Date(until), async () => {
      const response = await answer(s, s.questions[1]!, 'A');
      expect(response.status).toBe(403);
      expect(await json(response)).toEqual({ message: 'This exam is no longer available' });
    });
  });

  it('should date an answer no later than the server’s now: one sent as of the year 2999 cannot block a later answer', async () => {
    const s = await started();
    const q = s.questions[4]!;
    const future = await json(await answer(s, q, 'A', '2999-01-01T00:00:00.000Z'));
    expect(Date.parse(future.answeredAt as string)).toBeLessThanOrEqual(Date.now());
    await t.at(new Date(Date.now() + 60_000), async () => {
      const later = await json(await answer(s, q, 'B', new Date(Date.now()).toISOString()));
      expect(later.answer).toBe('B');
    });
    const stored = await json(await t.request('GET', `${s.base}/questions/${q}`, { token: s.user.token }));
    expect(stored.answer).toBe('B');
  });

  it('should date an answer no earlier than the attempt’s start', async () => {
    const s = await started();
    const stored = await json(await answer(s, s.questions[5]!, 'C', '2000-01-01T00:00:00.000Z'));
    expect(stored.answeredAt).toBe(s.attempt.createdDate);
  });

  it('should answer 404 for a question of another exam, and for an unknown attempt', async () => {
    const s = await started();
    const other = await answer(s, 'profed-01', 'A');
    expect(other.status).toBe(404);
    expect((await json(other)).message).toBe('Question not found in this exam');
    const unknown = await t.request('POST', `/users/${s.user.id}/exams/no-such-attempt/questions/${s.questions[0]}`, {
      token: s.user.token,
      body: { answer: 'A', answeredAt: new Date().toISOString() },
    });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe('Exam attempt not found');
  });

  it("should answer 404 when a user saves into someone else's attempt under their own id", async () => {
    const s = await started();
    const other = await registerUser(t);
    const response = await t.request('POST', `/users/${other.id}/exams/${s.attempt._id}/questions/${s.questions[0]}`, {
      token: other.token,
      body: { answer: 'A', answeredAt: new Date().toISOString() },
    });
    expect(response.status).toBe(404);
    expect(await rowsOf(s, 'answers', 'id')).toEqual([]);
  });

  it('should refuse a wrong option without touching the stored answer', async () => {
    const s = await started();
    const q = s.questions[0]!;
    await answer(s, q, 'C', sec(s, 1));
    expect((await answer(s, q, 'Z', sec(s, 2))).status).toBe(400);
    const stored = await json(await t.request('GET', `${s.base}/questions/${q}`, { token: s.user.token }));
    expect(stored).toMatchObject({ answer: 'C', answeredAt: sec(s, 1) });
  });

  it('should score every answer accepted while a submission runs, and refuse the rest', async () => {
    const s = await started();
    // All ten correct answers saved while the submission is on its way.
    const correct = ['B', 'C', 'B', 'C', 'B', 'B', 'B', 'B', 'B', 'C'];
    const [completed, ...saves] = await Promise.all([
      t.request('POST', `${s.base}/complete`, { token: s.user.token, body: { answers: [] } }),
      ...s.questions.map((q, i) => answer(s, q, correct[i]!)),
    ]);
    expect(completed!.status).toBe(200);
    const accepted = saves.filter((r) => r.status === 200).length;
    expect(saves.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(
      Array.from({ length: saves.length - accepted }, () => 403),
    );
    // Whatever was accepted is stored and counted in the score; nothing lands after it.
    const attempt = await json(await t.request('GET', s.base, { token: s.user.token }));
    expect((attempt.answers as unknown[]).length).toBe(accepted);
    expect(attempt.score).toBe(accepted);
  });
});

describe('POST /users/{id}/exams/{examId}/complete', () => {
  it('should score the attempt once, e-mail the result, refuse later answers and feed progress', async () => {
    const s = await started();
    // gened-01 B and gened-02 C are right; gened-03 A is wrong.
    await answer(s, 'gened-01', 'B');
    const completed = await t.request('POST', `${s.base}/complete`, {
      token: s.user.token,
      body: {
        answers: [
          { question: 'gened-02', answer: 'C' },
          { question: 'gened-03', answer: 'A' },
        ],
      },
    });
    expect(completed.status).toBe(200);
    expect(await json(completed)).toMatchObject({ completed: true, score: 2 });
    const mail = t.mailer.sent.find((m) => m.to === s.user.email && m.subject.startsWith('Your result'))!;
    expect(mail.text).toContain('Score: 2 / 10 (20%)');

    expect((await answer(s, 'gened-04', 'C')).status).toBe(403);
    const again = await t.request('POST', `${s.base}/complete`, { token: s.user.token, body: { answers: [] } });
    expect(again.status).toBe(409);

    const progress = await json(await t.request('GET', `/users/${s.user.id}/progress`, { token: s.user.token }));
    expect(progress).toEqual({
      overall: [{ title: 'Overall', scores: [20] }],
      summary: [{ title: 'General Education', scores: [20] }],
      series: [{ name: 'General Education', data: [20] }],
    });
    const filtered = await json(
      await t.request('GET', `/users/${s.user.id}/progress?category=professional-education`, { token: s.user.token }),
    );
    expect(filtered.overall).toEqual([]);
  });
});

describe('completion', () => {
  const complete = (s: Awaited<ReturnType<typeof started>>, answers: unknown[]) =>
    t.request('POST', `${s.base}/complete`, { token: s.user.token, body: { answers } });

  it('should merge the answers sent by answeredAt: the latest per question wins, stored or sent', async () => {
    const s = await started();
    await answer(s, 'gened-01', 'B', sec(s, 5));
    await answer(s, 'gened-02', 'A', sec(s, 5));
    const completed = await complete(s, [
      // Older than the stored B: ignored.
      { question: 'gened-01', answer: 'A', answeredAt: sec(s, 1) },
      // Newer than the stored A, then newer again within the list.
      { question: 'gened-02', answer: 'B', answeredAt: sec(s, 6) },
      { question: 'gened-02', answer: 'C', answeredAt: sec(s, 7) },
      { question: 'gened-03', answer: 'B', answeredAt: sec(s, 7) },
      { question: 'gened-03', answer: 'A', answeredAt: sec(s, 6) },
    ]);
    expect(completed.status).toBe(200);
    expect(await json(completed)).toMatchObject({
      completed: true,
      score: 3,
      answers: [
        { question: 'gened-01', answer: 'B' },
        { question: 'gened-02', answer: 'C' },
        { question: 'gened-03', answer: 'B' },
      ],
    });
  });

  it('should refuse the whole submission for one wrong option, merging and completing nothing', async () => {
    const s = await started();
    const response = await complete(s, [
      { question: 'gened-01', answer: 'B' },
      { question: 'gened-02', answer: 'Z' },
    ]);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('body.answers: Z is not an option of question gened-02');
    const attempt = await json(await t.request('GET', s.base, { token: s.user.token }));
    expect(attempt).toMatchObject({ completed: false, answers: [], score: null });
    expect((await complete(s, [{ question: 'profed-01', answer: 'A' }])).status).toBe(404);
  });

  it('should ignore answers chosen after the window, and all answers sent after the grace period', async () => {
    const s = await started();
    const until = Date.parse(s.template.availableUntil as string);
    await t.at(new Date(until + 60_000), async () => {
      const late = await complete(s, [
        { question: 'gened-01', answer: 'B', answeredAt: new Date(until - 1000).toISOString() },
        { question: 'gened-02', answer: 'C', answeredAt: new Date(until + 1000).toISOString() },
      ]);
      expect(await json(late)).toMatchObject({ completed: true, score: 1, answers: [{ question: 'gened-01' }] });
    });
    const s2 = await started();
    await t.at(new Date(until + 3 * 60_000), async () => {
      const tooLate = await complete(s2, [{ question: 'gened-01', answer: 'B' }]);
      expect(await json(tooLate)).toMatchObject({ completed: true, score: 0, answers: [] });
    });
  });

  it('should keep every stored answer when a completion after the grace period dates its answers before the end', async () => {
    const s = await started();
    const until = Date.parse(s.template.availableUntil as string);
    const [first, second] = s.questions as [string, string];
    expect((await answer(s, first, 'A', sec(s, 2))).status).toBe(200);
    // The server's clock decides: answer times a client sends after the deadline and its grace
    // period change nothing, however early they claim to be.
    await t.at(new Date(until + 3 * 60_000), async () => {
      const late = await complete(s, [
        { question: first, answer: 'D', answeredAt: new Date(until - 60_000).toISOString() },
        { question: second, answer: 'B', answeredAt: sec(s, 3) },
      ]);
      expect(late.status).toBe(200);
      expect((await json(late)).answers).toEqual([expect.objectContaining({ question: first, answer: 'A' })]);
    });
    expect(await rowsOf(s, 'answers', 'question_id', 'answer')).toEqual([{ question_id: first, answer: 'A' }]);
  });

  it('should complete once when two submissions race', async () => {
    const s = await started();
    const replies = await Promise.all([complete(s, []), complete(s, [])]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(t.mailer.sent.filter((m) => m.to === s.user.email && m.subject.startsWith('Your result'))).toHaveLength(1);
  });

  it('should answer the submission even when the result e-mail cannot be sent, and log it', async () => {
    const s = await started();
    const logged: string[] = [];
    const failing = createApp({
      db: t.db,
      config: testConfig,
      now: () => new Date(t.clock.now),
      mailer: { send: () => Promise.reject(new Error('mail server down')) },
      log: (line) => logged.push(line),
    });
    const response = await failing.request(`/api/v2${s.base}/complete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: [] }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ completed: true });
    await expect.poll(() => logged.some((line) => line.includes('mail server down'))).toBe(true);
  });
});

describe('attempts left unsubmitted', () => {
  it('should be completed by the server once the window and the grace period have passed', async () => {
    const s = await started();
    await answer(s, 'gened-01', 'B');
    await answer(s, 'gened-02', 'A');
    const until = Date.parse(s.template.availableUntil as string);
    // Within the grace period a late submission may still arrive: nothing is completed yet.
    t.clock.now = new Date(until + 60_000);
    try {
      await completeEndedAttempts(t.deps);
      expect(await json(await t.request('GET', s.base, { token: s.user.token }))).toMatchObject({ completed: false });
      t.clock.now = new Date(until + 3 * 60_000);
      expect(await completeEndedAttempts(t.deps)).toBeGreaterThanOrEqual(1);
      expect(await completeEndedAttempts(t.deps)).toBe(0);
    } finally {
      t.clock.now = new Date();
    }
    // The job wrote the result to the outbox with the completion; its worker sends it.
    await t.deps.outbox.drain();
    expect(await json(await t.request('GET', s.base, { token: s.user.token }))).toMatchObject({
      completed: true,
      score: 1,
    });
    const mail = t.mailer.sent.find((m) => m.to === s.user.email && m.subject.startsWith('Your result'))!;
    expect(mail.text).toContain('Score: 1 / 10 (10%)');
    const progress = await json(await t.request('GET', `/users/${s.user.id}/progress`, { token: s.user.token }));
    expect(progress.overall).toEqual([{ title: 'Overall', scores: [10] }]);
  });
});
