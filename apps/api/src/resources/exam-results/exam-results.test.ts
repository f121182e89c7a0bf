import { describe, expect, it } from 'vitest';
import { registerUser, json, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

// Sessions outlive the exam window here, so moving the clock past it tests the window alone.
const t = testAppForFile({ sessionTtlMs: 400 * 86_400_000, sessionMaxAgeMs: 400 * 86_400_000 });

const EXAM = 'exam-profed-mock-1';

async function signIn(email: string, password: string) {
  const response = await t.request('POST', '/users/sign-in', { body: { email, password } });
  return ((await response.json()) as { token: string }).token;
}

/** A new reviewee who answers `labels` (by question index) and submits. */
const examTemplate = () =>
  t.db.selectFrom('exam_templates').selectAll().where('id', '=', EXAM).executeTakeFirstOrThrow();

async function takes(labels: Record<number, string>, questions: string[], exam = EXAM) {
  const user = await registerUser(t);
  const attempt = await json(await t.request('POST', `/users/${user.id}/exams`, { token: user.token, body: { exam } }));
  const answers = Object.entries(labels).map(([index, answer]) => ({ question: questions[Number(index)]!, answer }));
  const done = await json(
    await t.request('POST', `/users/${user.id}/exams/${attempt._id}/complete`, {
      token: user.token,
      body: { answers },
    }),
  );
  return { user, attempt: done };
}

describe('exam results', () => {
  it('should give the content editor attempts and item statistics that match a hand computation', async () => {
    const template = await examTemplate();
    const questions = template.question_ids;
    const keys = await t.db.selectFrom('questions').select(['id', 'correct']).where('id', 'in', questions).execute();
    const correct = (index: number) => keys.find((k) => k.id === questions[index])!.correct;
    const wrong = (index: number) => (correct(index) === 'A' ? 'B' : 'A');
    // Three reviewees, questions 0 and 1 only: totals 2, 1, 0.
    // q0: right, right, wrong → facility 66.67; q1: right, wrong, wrong → facility 33.33.
    // q0: x = [1,1,0], rest y = T − x = [1,0,0]: r = (3·1 − 2·1)/√((3·2 − 4)(3·1 − 1)) = 1/2 → 50.
    const a = await takes({ 0: correct(0), 1: correct(1) }, questions);
    await takes({ 0: correct(0), 1: wrong(1) }, questions);
    await takes({ 0: wrong(0) }, questions);
    expect(a.attempt).toMatchObject({ completed: true, score: 2 });

    const editor = await signIn('editor@review-center.local', 'editor-2024');
    const list = await json(await t.request('GET', '/admin/exams', { token: editor }));
    expect((list.docs as Json[]).find((exam) => exam._id === EXAM)).toMatchObject({ attempts: 3, completed: 3 });

    const results = await json(await t.request('GET', `/admin/exams/${EXAM}/results`, { token: editor }));
    const attempts = results.attempts as Json[];
    expect(attempts).toHaveLength(3);
    expect(attempts.map((row) => row.score).sort()).toEqual([0, 1, 2]);
    expect(attempts[0]).toMatchObject({ closedByServer: false, items: 10, timeTakenMs: expect.any(Number) });
    const statistics = results.statistics as Json[];
    const q0 = statistics.find((s) => s.number === 1)!;
    const q1 = statistics.find((s) => s.number === 2)!;
    expect(q0.facility).toBeCloseTo(66.667, 2);
    expect(q0.discrimination).toBeCloseTo(50, 6);
    expect(q1.facility).toBeCloseTo(33.333, 2);
    // Nobody answered questions 3 to 10: facility 0, the weakest, before question 2 and then 1.
    expect(statistics.at(-1)!.number).toBe(1);
    expect(statistics.at(-2)!.number).toBe(2);
    const q0Correct = (q0.options as Json[]).find((o) => o.isCorrect)!;
    expect(q0Correct).toMatchObject({ label: correct(0), count: 2 });
    const distribution = results.distribution as Json[];
    expect(distribution).toHaveLength(10);
    expect(distribution.reduce((sum, bin) => sum + (bin.count as number), 0)).toBe(3);

    const own = await json(await t.request('GET', `/admin/reviewees/${a.user.id}/exam-attempts`, { token: editor }));
    expect(own.attempts as Json[]).toEqual([
      expect.objectContaining({ score: 2, exam: { _id: EXAM, name: template.name } }),
    ]);
  });

  it('should refuse the results to a role other than the content editor, and to a reviewee', async () => {
    const cashier = await signIn('cashier@review-center.local', 'cashier-2024');
    expect((await t.request('GET', `/admin/exams/${EXAM}/results`, { token: cashier })).status).toBe(403);
    const user = await registerUser(t);
    expect((await t.request('GET', '/admin/exams', { token: user.token })).status).toBe(403);
    const editor = await signIn('editor@review-center.local', 'editor-2024');
    expect((await t.request('GET', '/admin/exams/no-such-exam/results', { token: editor })).status).toBe(404);
  });

  it('should give a reviewee their results, and the answers only after the window when the exam shows them', async () => {
    const template = await examTemplate();
    const { user, attempt } = await takes({ 0: 'A' }, template.question_ids);
    const mine = await json(await t.request('GET', `/users/${user.id}/exam-results`, { token: user.token }));
    expect(mine.docs).toEqual([
      expect.objectContaining({
        _id: attempt._id,
        items: 10,
        category: { _id: 'professional-education', title: 'Professional Education' },
      }),
    ]);
    const result = `/users/${user.id}/exams/${attempt._id as string}/result`;
    const open = await json(await t.request('GET', result, { token: user.token }));
    expect(open).toMatchObject({ review: null, categories: [{ title: 'Professional Education', items: 10 }] });

    await t.db.updateTable('exam_templates').set({ show_answers_after_window: true }).where('id', '=', EXAM).execute();
    const stillOpen = await json(await t.request('GET', result, { token: user.token }));
    expect(stillOpen).toMatchObject({
      review: null,
      reviewNote: 'The answers are shown once the exam closes for everyone.',
    });
    // A rationale is shown with the answers, under the same rule (decision 0076).
    await t.db
      .updateTable('questions')
      .set({ rationale: '<p>Because.</p>' })
      .where('id', '=', template.question_ids[0]!)
      .execute();
    expect(await json(await t.request('GET', result, { token: user.token }))).toMatchObject({ review: null });
    const after = await t.at(new Date(template.available_until.getTime() + 60_000), async () =>
      json(await t.request('GET', result, { token: user.token })),
    );
    const review = after.review as Json[];
    expect(review).toHaveLength(10);
    expect(review[0]).toMatchObject({ answer: 'A', correct: expect.any(String), rationale: '<p>Because.</p>' });
    expect(review[1]).toMatchObject({ answer: null, rationale: null });

    const other = await registerUser(t);
    expect((await t.request('GET', result, { token: other.token })).status).toBe(403);
  });

  it('should score each subject and competency against the cohort once the window has closed (decision 0079)', async () => {
    const exam = 'exam-gened-mock-1';
    const template = await t.db
      .selectFrom('exam_templates')
      .selectAll()
      .where('id', '=', exam)
      .executeTakeFirstOrThrow();
    const questions = template.question_ids;
    // Questions 0–3 Mathematics, 4–8 English (4 and 5 of competency GE-ENG-1), 9 untagged: the
    // exam asks Mathematics first, so it comes first though English sorts before it.
    const tag = (indexes: number[], subject: string | null, competency: string | null = null) =>
      t.db
        .updateTable('questions')
        .set({ subject_id: subject, competency })
        .where(
          'id',
          'in',
          indexes.map((i) => questions[i]!),
        )
        .execute();
    await tag([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], null);
    await tag([4, 5, 6, 7, 8], 'general-english');
    await tag([4, 5], 'general-english', 'GE-ENG-1');
    await tag([0, 1, 2, 3], 'general-mathematics');
    const keys = await t.db.selectFrom('questions').select(['id', 'correct']).where('id', 'in', questions).execute();
    const key = (i: number) => keys.find((k) => k.id === questions[i])!.correct;
    const wrong = (i: number) => (key(i) === 'A' ? 'B' : 'A');
    const answers = (right: number[], missed: number[]) =>
      Object.fromEntries([...right.map((i) => [i, key(i)]), ...missed.map((i) => [i, wrong(i)])]);

    // The reviewee: English all right, Mathematics 1 of 4, the untagged question missed. The other:
    // everything right. So English 100 % (cohort 100), Mathematics 25 % (cohort 62.5), untagged 0 (50).
    const { user, attempt } = await takes(answers([0, 4, 5, 6, 7, 8], [1, 2, 3, 9]), questions, exam);
    await takes(answers([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], []), questions, exam);
    const result = `/users/${user.id}/exams/${attempt._id as string}/result`;
    expect(await json(await t.request('GET', result, { token: user.token }))).toMatchObject({ subjects: null });

    const after = await t.at(new Date(template.available_until.getTime() + 60_000), async () =>
      json(await t.request('GET', result, { token: user.token })),
    );
    // The exam does not show its answers, and the breakdown is shown all the same.
    expect(after).toMatchObject({ review: null, reviewNote: 'This exam does not show its answers.' });
    expect(after.subjects).toEqual([
      {
        subject: { _id: 'general-mathematics', title: 'Mathematics' },
        score: 1,
        items: 4,
        cohortPercent: 62.5,
        improvement: true,
        competencies: [],
      },
      {
        subject: { _id: 'general-english', title: 'English' },
        score: 5,
        items: 5,
        cohortPercent: 100,
        improvement: false,
        competencies: [{ code: 'GE-ENG-1', score: 2, items: 2, cohortPercent: 100, improvement: false }],
      },
      { subject: null, score: 0, items: 1, cohortPercent: 50, improvement: true, competencies: [] },
    ]);

    // My Progress's list: the same scores in the same order, without the cohort, once the window
    // has closed.
    const mine = `/users/${user.id}/exam-results`;
    const listed = async () =>
      ((await json(await t.request('GET', mine, { token: user.token }))).docs as Json[]).find(
        (doc) => doc._id === attempt._id,
      );
    expect(await listed()).toMatchObject({ subjects: null });
    expect((await t.at(new Date(template.available_until.getTime() + 60_000), listed))?.subjects).toEqual([
      { subject: { _id: 'general-mathematics', title: 'Mathematics' }, score: 1, items: 4 },
      { subject: { _id: 'general-english', title: 'English' }, score: 5, items: 5 },
      { subject: null, score: 0, items: 1 },
    ]);
  });
});
