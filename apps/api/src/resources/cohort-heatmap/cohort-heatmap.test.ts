import { describe, expect, it } from 'vitest';
import { json, registerStaff, registerUser, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { enrolled } from '../../testing/questions.ts';

const t = testAppForFile({ sessionTtlMs: 400 * 86_400_000, sessionMaxAgeMs: 400 * 86_400_000 });

const EXAM = 'exam-profed-mock-1';
const OTHER_EXAM = 'exam-gened-mock-1';
const ONLINE = 'hybrid-online-march-2024';
const HYFLEX = 'hyflex-face-to-face-2024';
const DAY = 86_400_000;

/** A reviewee, enrolled (when `enrollment` says where) and activated `activatedIn` ms from now. */
const reviewee = (enrollment?: { offering: string; branch: string; activatedIn: number }) =>
  enrollment
    ? enrolled(t, enrollment.offering, new Date(Date.now() + enrollment.activatedIn), enrollment.branch)
    : registerUser(t);

/** The reviewee answers the questions at `right` (indexes) with the key, the others not at all, and submits. */
async function takes(
  user: { id: string; token: string },
  questions: { id: string; correct: string }[],
  right: number[],
) {
  const attempt = await json(
    await t.request('POST', `/users/${user.id}/exams`, { token: user.token, body: { exam: EXAM } }),
  );
  const answers = right.map((index) => ({ question: questions[index]!.id, answer: questions[index]!.correct }));
  const done = await t.request('POST', `/users/${user.id}/exams/${attempt._id as string}/complete`, {
    token: user.token,
    body: { answers },
  });
  expect(done.status).toBe(200);
}

const cellOf = (heatmap: Json, subject: string | null, group: string | null) =>
  (heatmap.cells as Json[]).find((cell) => cell.subject === subject && cell.group === group);

describe('cohort heatmap', () => {
  it('should give each subject’s average by branch and by offering as computed by hand', async () => {
    const template = await t.db
      .selectFrom('exam_templates')
      .select('question_ids')
      .where('id', '=', EXAM)
      .executeTakeFirstOrThrow();
    const keys = await t.db
      .selectFrom('questions')
      .select(['id', 'correct'])
      .where('id', 'in', template.question_ids)
      .execute();
    const questions = template.question_ids.map((id) => keys.find((k) => k.id === id)!);
    // The part's first two subjects, in the list's order: questions 0–2 of the first, 3–4 of the
    // second, 5–9 of none.
    const [first, second] = await t.db
      .selectFrom('subjects')
      .select(['id', 'title'])
      .where('part', '=', 'professional')
      .orderBy('position')
      .orderBy('created_at')
      .limit(2)
      .execute();
    const tag = (indexes: number[], subject: string | null) =>
      t.db
        .updateTable('questions')
        .set({ subject_id: subject })
        .where(
          'id',
          'in',
          indexes.map((i) => questions[i]!.id),
        )
        .execute();
    await tag([0, 1, 2], first!.id);
    await tag([3, 4], second!.id);
    await tag([5, 6, 7, 8, 9], null);

    // A (Manila, online): first 2/3, second 1/2, none 1/5.   B (Cebu, hyflex): 1/3, 2/2, 0/5.
    // C (Manila, online): 2/3, 0/2, 0/5.   D (no enrollment): 1/3, 0/2, 0/5.
    // E (Manila, activated the day after the attempt, so none then): 0/3, 0/2, 0/5.
    await takes(await reviewee({ offering: ONLINE, branch: 'Manila', activatedIn: -DAY }), questions, [0, 1, 3, 5]);
    await takes(await reviewee({ offering: HYFLEX, branch: 'Cebu', activatedIn: -DAY }), questions, [0, 3, 4]);
    await takes(await reviewee({ offering: ONLINE, branch: 'Manila', activatedIn: -DAY }), questions, [1, 2]);
    await takes(await reviewee(), questions, [0]);
    await takes(await reviewee({ offering: ONLINE, branch: 'Manila', activatedIn: DAY }), questions, []);
    // Started and never submitted: not counted.
    const unfinished = await reviewee({ offering: ONLINE, branch: 'Manila', activatedIn: -DAY });
    await t.request('POST', `/users/${unfinished.id}/exams`, { token: unfinished.token, body: { exam: EXAM } });

    const registrar = await registerStaff(t, 'registrar');
    const byBranch = await json(
      await t.request('GET', `/admin/cohort-heatmap?exams=${EXAM}`, { token: registrar.token }),
    );
    expect(byBranch).toMatchObject({ by: 'branch', counted: [EXAM] });
    expect((byBranch.exams as Json[]).find((exam) => exam._id === EXAM)).toMatchObject({ completed: 5 });
    expect(byBranch.subjects).toEqual([
      { _id: first!.id, title: first!.title, part: 'professional', specialization: null },
      { _id: second!.id, title: second!.title, part: 'professional', specialization: null },
      { _id: null, title: 'No subject', part: null, specialization: null },
    ]);
    // Branches in the catalogue's order (Manila, then Cebu), those with no enrollment last.
    expect(byBranch.groups).toEqual([
      { _id: 'Manila', title: 'Manila' },
      { _id: 'Cebu', title: 'Cebu' },
      { _id: null, title: 'No enrollment' },
    ]);
    // Manila is A and C: first (2 + 2) / 6, second (1 + 0) / 4, none (1 + 0) / 10.
    expect(cellOf(byBranch, first!.id, 'Manila')).toMatchObject({ score: 4, items: 6, reviewees: 2 });
    expect(cellOf(byBranch, second!.id, 'Manila')).toMatchObject({ score: 1, items: 4, reviewees: 2 });
    expect(cellOf(byBranch, null, 'Manila')).toMatchObject({ score: 1, items: 10, reviewees: 2 });
    expect(cellOf(byBranch, first!.id, 'Cebu')).toMatchObject({ score: 1, items: 3, reviewees: 1 });
    expect(cellOf(byBranch, second!.id, 'Cebu')).toMatchObject({ score: 2, items: 2, reviewees: 1 });
    // No enrollment is D and E: first (1 + 0) / 6.
    expect(cellOf(byBranch, first!.id, null)).toMatchObject({ score: 1, items: 6, reviewees: 2 });
    expect(byBranch.cells).toHaveLength(9);
    // Everyone: first 6 / 15 (40 %), second 3 / 10, none 1 / 25, five reviewees each.
    expect(byBranch.totals).toEqual([
      { subject: first!.id, score: 6, items: 15, reviewees: 5 },
      { subject: second!.id, score: 3, items: 10, reviewees: 5 },
      { subject: null, score: 1, items: 25, reviewees: 5 },
    ]);

    const editor = await registerStaff(t, 'content-editor');
    const byOffering = await json(
      await t.request('GET', `/admin/cohort-heatmap?by=offering&exams=${EXAM}`, { token: editor.token }),
    );
    expect(byOffering.groups).toEqual(
      expect.arrayContaining([
        { _id: ONLINE, title: 'LET Hybrid Online Review (March 2024)' },
        { _id: HYFLEX, title: 'LET Hyflex Face-to-Face Review' },
      ]),
    );
    expect((byOffering.groups as Json[]).at(-1)).toEqual({ _id: null, title: 'No enrollment' });
    expect(cellOf(byOffering, first!.id, ONLINE)).toMatchObject({ score: 4, items: 6, reviewees: 2 });
    expect(cellOf(byOffering, second!.id, HYFLEX)).toMatchObject({ score: 2, items: 2, reviewees: 1 });

    // Bound to the online offering, the exam was taken under that enrollment only: B joins D and
    // E, first (1 + 1 + 0) / 9 with three reviewees.
    await t.db
      .updateTable('exam_templates')
      .set({ audience_offerings: [ONLINE] })
      .where('id', '=', EXAM)
      .execute();
    const bound = await json(await t.request('GET', `/admin/cohort-heatmap?exams=${EXAM}`, { token: editor.token }));
    expect((bound.groups as Json[]).map((group) => group._id)).toEqual(['Manila', null]);
    expect(cellOf(bound, first!.id, null)).toMatchObject({ score: 2, items: 9, reviewees: 3 });
    await t.db.updateTable('exam_templates').set({ audience_offerings: null }).where('id', '=', EXAM).execute();

    // An exam with no completed attempt: no rows, no columns.
    const none = await json(
      await t.request('GET', `/admin/cohort-heatmap?exams=${OTHER_EXAM}`, { token: editor.token }),
    );
    expect(none).toMatchObject({ counted: [OTHER_EXAM], subjects: [], groups: [], cells: [], totals: [] });
    // Every exam when none is named: the same figures, this being the only exam taken.
    const every = await json(await t.request('GET', '/admin/cohort-heatmap', { token: editor.token }));
    expect(every.totals).toEqual(byBranch.totals);
    expect((every.counted as string[]).length).toBe((every.exams as Json[]).length);
  });

  it('should refuse a cashier and a reviewee, and name the field of a bad choice', async () => {
    const cashier = await registerStaff(t, 'cashier');
    expect((await t.request('GET', '/admin/cohort-heatmap', { token: cashier.token })).status).toBe(403);
    const user = await registerUser(t);
    expect((await t.request('GET', '/admin/cohort-heatmap', { token: user.token })).status).toBe(403);
    const editor = await registerStaff(t, 'content-editor');
    const unknown = await t.request('GET', `/admin/cohort-heatmap?exams=${EXAM},no-such-exam`, { token: editor.token });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe('query.exams: no exam has the id “no-such-exam”');
    const by = await t.request('GET', '/admin/cohort-heatmap?by=school', { token: editor.token });
    expect(by.status).toBe(400);
    expect((await json(by)).message).toMatch(/^query\.by: /);
  });
});
