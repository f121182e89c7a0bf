import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import { openTestDatabase } from '../testing/database.ts';
import { TEST_SCRYPT } from '../testing/scrypt.ts';
import { seed } from './seed.ts';

type Json = Record<string, unknown>;

describe('the demo reviewee on a fresh demo start', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let call: (path: string, init?: RequestInit) => Promise<Json>;
  let session: { _id: string; token: string };
  beforeAll(async () => {
    // The test template is a demo start without files; a start as server.ts makes it adds them.
    database = await openTestDatabase();
    const { db } = database;
    let files = 0;
    await seed(db, { demo: true, log: () => {}, scrypt: TEST_SCRYPT, saveFile: async () => `demo-file-${++files}` });
    // A second start adds nothing twice.
    await seed(db, { demo: true, log: () => {}, scrypt: TEST_SCRYPT, saveFile: async () => `demo-file-${++files}` });
    const app = createApp({ db, config: { scrypt: TEST_SCRYPT, rateLimits: testConfig.rateLimits } });
    call = async (path, init = {}) =>
      (await (
        await app.request(`/api/v2${path}`, {
          ...init,
          headers: {
            'content-type': 'application/json',
            ...(session ? { authorization: `Bearer ${session.token}` } : {}),
          },
        })
      ).json()) as Json;
    session = (await call('/users/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: 'demo@review-center.local', password: 'demo-pass-2024' }),
    })) as unknown as typeof session;
  });
  afterAll(() => database.close());

  it('should have an Active installment enrollment with the downpayment paid and an installment due', async () => {
    const enrollments = (await call(`/users/${session._id}/enrollments`)).docs as Json[];
    expect(enrollments).toHaveLength(1);
    expect(enrollments[0]).toMatchObject({ status: 'Active', paymentType: 'Installment' });
    const paid = (enrollments[0]!.installments as { paid: boolean }[]).map((i) => i.paid);
    expect(paid[0]).toBe(true);
    expect(paid.slice(1)).toContain(false);
  });

  it('should have the approved downpayment in the payment history', async () => {
    const payments = (await call(`/users/${session._id}/payments`)).docs as Json[];
    expect(payments).toEqual([expect.objectContaining({ status: 'Approved', paymentType: 'Downpayment' })]);
  });

  it('should have completed mock exams in every LET part for the progress chart and the readiness view', async () => {
    const progress = await call(`/users/${session._id}/progress`);
    const summary = progress.summary as { title: string; scores: number[] }[];
    // Two short past exams per part of the first two, then a full-length form of each part (decision 0052).
    expect(Object.fromEntries(summary.map((s) => [s.title, s.scores.length]))).toEqual({
      'General Education': 3,
      'Professional Education': 3,
      Specialization: 1,
    });
    const results = (await call(`/users/${session._id}/exam-results`)).docs as { items: number; score: number }[];
    expect(results.filter((r) => r.items === 150).map((r) => r.score)).toEqual([112, 105, 99]);
  });

  it('should have full-length forms of 150 distinct items per part, one open now and one taken by a cohort', async () => {
    const templates = (await call(`/users/${session._id}/exam-templates`)).docs as { slug: string }[];
    const full = templates.filter((t) => t.slug.startsWith('let-full-mock-')).map((t) => t.slug);
    expect(full).toHaveLength(6);
    const rows = await database.db
      .selectFrom('exam_templates')
      .select(['id', 'question_ids'])
      .where('id', 'like', 'let-%-full-%')
      .execute();
    for (const row of rows) expect(new Set(row.question_ids).size).toBe(150);
    const attempts = await database.db
      .selectFrom('user_exams')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('template_id', '=', 'let-general-full-1')
      .executeTakeFirstOrThrow();
    expect(Number(attempts.n)).toBe(25);
  });

  it('should file every seeded question in the bank under its part, the full-length ones with all three difficulty tags', async () => {
    const rows = await database.db
      .selectFrom('questions')
      .select(['category_id', 'difficulty'])
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .groupBy(['category_id', 'difficulty'])
      .execute();
    expect(rows.filter((row) => row.category_id === null)).toEqual([]);
    const tags = (category: string) =>
      rows
        .filter((row) => row.category_id === category && row.difficulty !== null)
        .map((row) => row.difficulty)
        .sort();
    expect(tags('professional-education')).toEqual(['Average', 'Difficult', 'Easy']);
    expect(tags('specialization')).toEqual(['Average', 'Difficult', 'Easy']);
    expect(tags('general-education')).toEqual(expect.arrayContaining(['Average', 'Easy']));
  });

  it('should have a discussion thread in its offering with a reply from another reviewee, and six months of access', async () => {
    const subscriptions = (await call(`/users/${session._id}/subscriptions`)).docs as {
      offering: { _id: string };
      endDate: string;
    }[];
    expect(subscriptions).toHaveLength(1);
    expect(new Date(subscriptions[0]!.endDate).getTime()).toBeGreaterThan(Date.now());
    const offering = subscriptions[0]!.offering._id;
    const threads = (await call(`/users/${session._id}/discussions?offering=${offering}`)).docs as Json[];
    expect(threads).toEqual([expect.objectContaining({ user: session._id, opinionCount: 1 })]);
    const thread = await call(`/users/${session._id}/discussions/${String(threads[0]!._id)}`);
    expect(thread.opinions).toEqual([
      expect.objectContaining({ author: expect.objectContaining({ name: 'Grace N.' }) }),
    ]);
  });

  it('should have practice to do: last week’s missed items due, and the closed form’s Mathematics items (decision 0081)', async () => {
    const overview = await call(`/users/${session._id}/practice`);
    expect(overview.dueToday).toBeGreaterThan(0);
    expect(overview.subjects).toEqual([{ _id: 'specialization-mathematics', title: 'Mathematics', items: 150 }]);
    const queue = (await call(`/users/${session._id}/practice/items?from=queue&size=20`)).items as Json[];
    expect(queue).toHaveLength(20);
    // Never an item of this month's forms, which are open now.
    expect(queue.every((item) => String(item.questionId).includes('-f1-'))).toBe(true);
    const drawn = await call(`/users/${session._id}/practice/items?from=subjects&subjects=specialization-mathematics`);
    expect(drawn.items).toHaveLength(10);
  });
});
