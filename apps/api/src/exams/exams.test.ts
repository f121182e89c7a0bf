import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, registerUser, type TestApp } from '../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  // Sessions outlive the exam window here, so moving the clock past it tests the window alone.
  t = await openTestApp({ sessionTtlMs: 400 * 86_400_000 });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const json = async (response: Response) => (await response.json()) as Json;
const SLUG = 'let-mock-exam-general-education';

async function started() {
  const user = await registerUser(t);
  const templates = await json(
    await t.request('GET', `/users/${user.id}/exam-templates?slug=${SLUG}`, { token: user.token }),
  );
  const template = (templates.docs as Json[])[0]!;
  const attempt = await json(
    await t.request('POST', `/users/${user.id}/exams`, { token: user.token, body: { exam: template._id } }),
  );
  const questions = (attempt.exam as { questions: string[] }).questions;
  const base = `/users/${user.id}/exams/${attempt._id}`;
  return { user, template, attempt, questions, base };
}

const answer = (
  s: Awaited<ReturnType<typeof started>>,
  question: string,
  label: string,
  answeredAt = new Date().toISOString(),
) => t.request('POST', `${s.base}/questions/${question}`, { token: s.user.token, body: { answer: label, answeredAt } });

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
    t.clock.now = new Date(Date.now() - 3 * 86_400_000);
    try {
      const response = await t.request('POST', `/users/${user.id}/exams`, {
        token: user.token,
        body: { exam: 'exam-profed-mock-1' },
      });
      expect(response.status).toBe(403);
    } finally {
      t.clock.now = new Date();
    }
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
    expect((await answer(s, q, 'A', '2026-01-01T00:00:02.000Z')).status).toBe(200);
    expect((await answer(s, q, 'A', '2026-01-01T00:00:02.000Z')).status).toBe(200);
    // An older selection arriving later does not overwrite the newer one.
    const older = await json(await answer(s, q, 'C', '2026-01-01T00:00:01.000Z'));
    expect(older.answer).toBe('A');
    const newer = await json(await answer(s, q, 'B', '2026-01-01T00:00:03.000Z'));
    expect(newer.answer).toBe('B');
    const stored = await json(await t.request('GET', `${s.base}/questions/${q}`, { token: s.user.token }));
    expect(stored).toMatchObject({ answer: 'B', question: q, user: s.user.id });
    const rows = await t.db
      .selectFrom('answers')
      .select('id')
      .where('user_exam_id', '=', s.attempt._id as string)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('should answer 404 for a question with no answer yet', async () => {
    const s = await started();
    expect((await t.request('GET', `${s.base}/questions/${s.questions[1]}`, { token: s.user.token })).status).toBe(404);
  });

  it('should refuse an answer that is not one of the options (spec §5)', async () => {
    const s = await started();
    const response = await answer(s, s.questions[0]!, 'E');
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('body.answer: must be one of A, B, C, D');
  });

  it('should refuse an answer after availableUntil', async () => {
    const s = await started();
    t.clock.now = new Date(Date.parse(s.template.availableUntil as string) + 1000);
    try {
      expect((await answer(s, s.questions[0]!, 'A')).status).toBe(403);
    } finally {
      t.clock.now = new Date();
    }
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
