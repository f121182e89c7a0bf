import { QUESTION_CSV_COLUMNS } from '@review-center/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeEndedAttempts } from '../exams/close-exams.ts';
import { json, registerStaff, registerUser, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile({ sessionTtlMs: 400 * 86_400_000, sessionMaxAgeMs: 400 * 86_400_000 });
let editor: { id: string; token: string };
beforeAll(async () => {
  const account = await registerStaff(t, 'content-editor');
  editor = account;
});

const OFFERING = 'hybrid-online-march-2024';
const MINUTE = 60_000;

const call = (method: string, path: string, body?: unknown, token = editor.token) =>
  t.request(method, path, { token, ...(body === undefined ? {} : { body }) });

/** A CSV of `n` General Education questions under the layout's header, a row per line. */
function csvOf(n: number, tag: string, bad?: { row: number; correct: string }) {
  const rows = Array.from({ length: n }, (_, i) => {
    const correct = bad?.row === i ? bad.correct : 'ABCD'[i % 4]!;
    return [
      'General Education',
      'Average',
      '',
      `${tag} question ${i + 1}`,
      'one',
      'two',
      'three',
      'four',
      '',
      '',
      correct,
    ];
  });
  return [QUESTION_CSV_COLUMNS.join(','), ...rows.map((row) => row.join(','))].join('\n');
}

/** A reviewee with an Active enrollment in `offering`. */
async function enrolled(offering: string) {
  const user = await registerUser(t);
  await t.db
    .insertInto('enrollments')
    .values({
      id: `e-${user.id}`,
      reference: `REF-${user.id}`,
      user_id: user.id,
      offering_id: offering,
      status: 'Active',
      price: 1000,
      coupon: null,
      payment_type: 'Full',
      payment_option: null,
      receipt_id: null,
      payment_date: null,
      branch: 'Manila',
      schedule: null,
      rejection_reason: null,
    })
    .execute();
  return user;
}

const templateInput = (questions: unknown, overrides: Record<string, unknown> = {}) => ({
  name: 'Timed mock',
  slug: `timed-mock-${Math.random().toString(36).slice(2, 8)}`,
  category: 'general-education',
  instructions: 'Read each item.',
  availableFrom: new Date(Date.now() - 60 * MINUTE).toISOString(),
  availableUntil: new Date(Date.now() + 24 * 60 * MINUTE).toISOString(),
  duration: 30,
  questions,
  shuffleQuestions: true,
  shuffleOptions: true,
  hasTimeLimit: true,
  audience: { kind: 'offerings', offerings: [OFFERING] },
  ...overrides,
});

describe('question bank', () => {
  it('should refuse a reviewee (the content editor role)', async () => {
    const reviewee = await registerUser(t);
    expect((await call('GET', '/admin/questions', undefined, reviewee.token)).status).toBe(403);
  });

  it('should import nothing from a file with a bad row, naming its line and reason, then all of the fixed file', async () => {
    const before = Number((await json(await call('GET', '/admin/questions?limit=1'))).totalDocs);
    const bad = await json(
      await call('POST', '/admin/questions/import', { csv: csvOf(20, 'Bank', { row: 4, correct: 'Z' }) }),
    );
    expect(bad.imported).toBe(0);
    expect(bad.problems).toEqual([{ line: 6, reason: expect.stringMatching(/correct/i) }]);
    expect(Number((await json(await call('GET', '/admin/questions?limit=1'))).totalDocs)).toBe(before);

    const good = await json(await call('POST', '/admin/questions/import', { csv: csvOf(20, 'Bank') }));
    expect(good).toEqual({ imported: 20, problems: [] });
    const found = await json(await call('GET', '/admin/questions?search=Bank%20question&category=general-education'));
    expect(found.totalDocs).toBe(20);
    const exported = await json(await call('GET', '/admin/questions/export?category=general-education'));
    expect(exported.csv).toContain('Bank question 20');
  });

  it('should sanitize rich text, and version a question that an attempt was given', async () => {
    const draft = {
      category: 'general-education',
      difficulty: 'Easy',
      stem: '<p>Which is <b>largest</b>?<img src="x" onerror="alert(1)"></p>',
      options: [
        { label: 'A', data: '1' },
        { label: 'B', data: '2' },
      ],
      correct: 'B',
    };
    const created = await json(await call('POST', '/admin/questions', draft));
    expect(created.stem).not.toMatch(/onerror/);
    expect(created.inAttempts).toBe(false);
    const template = await json(
      await call(
        'POST',
        '/admin/exam-templates',
        templateInput(
          { mode: 'picked', questions: [created._id] },
          { hasTimeLimit: false, audience: { kind: 'everyone' } },
        ),
      ),
    );
    // Edited before any attempt: in place.
    const edited = await json(
      await call('PUT', `/admin/questions/${created._id}`, { ...draft, stem: 'Which is larger?' }),
    );
    expect(edited._id).toBe(created._id);

    const reviewee = await registerUser(t);
    expect(
      (await t.request('POST', `/users/${reviewee.id}/exams`, { token: reviewee.token, body: { exam: template._id } }))
        .status,
    ).toBe(200);
    const versioned = await json(
      await call('PUT', `/admin/questions/${created._id}`, { ...draft, stem: 'Which is the largest?' }),
    );
    expect(versioned._id).not.toBe(created._id);
    const old = await json(await call('GET', `/admin/questions/${created._id}`));
    expect(old).toMatchObject({ replacedBy: versioned._id, stem: 'Which is larger?' });
    // The started exam keeps the version it gave.
    expect((await json(await call('GET', `/admin/exam-templates/${template._id}`))).questionIds).toEqual([created._id]);
    const audit = await json(
      await t.request('GET', `/admin/audit?entityId=${created._id}`, { token: await t.adminToken() }),
    );
    expect((audit.docs as Json[]).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['question.create', 'question.update', 'question.version']),
    );
  });
});

describe('exam templates and the attempts they give', () => {
  it('should draw by category, give each attempt its own order, end it at its time limit and close it on the server', async () => {
    await call('POST', '/admin/questions/import', { csv: csvOf(20, 'Drawn') });
    const response = await call(
      'POST',
      '/admin/exam-templates',
      templateInput({ mode: 'drawn', draws: [{ category: 'general-education', count: 20 }] }),
    );
    expect(response.status).toBe(200);
    const template = await json(response);
    expect(template.questionIds).toHaveLength(20);

    // Only the offering's reviewees see it or may start it.
    const outsider = await registerUser(t);
    const listed = await json(
      await t.request('GET', `/users/${outsider.id}/exam-templates?slug=${template.slug}`, { token: outsider.token }),
    );
    expect(listed.totalDocs).toBe(0);
    const refused = await t.request('POST', `/users/${outsider.id}/exams`, {
      token: outsider.token,
      body: { exam: template._id },
    });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toMatch(/reviewees of other offerings/);

    const [first, second] = [await enrolled(OFFERING), await enrolled(OFFERING)];
    const start = async (user: { id: string; token: string }) =>
      json(await t.request('POST', `/users/${user.id}/exams`, { token: user.token, body: { exam: template._id } }));
    const a = await start(first);
    const b = await start(second);
    const orderA = (a.exam as { questions: string[] }).questions;
    const orderB = (b.exam as { questions: string[] }).questions;
    expect(new Set(orderA)).toEqual(new Set(template.questionIds as string[]));
    expect(orderA).not.toEqual(orderB);
    // The same order on every load.
    const again = await json(await t.request('GET', `/users/${first.id}/exams/${a._id}`, { token: first.token }));
    expect((again.exam as { questions: string[] }).questions).toEqual(orderA);
    // The time limit ends it 30 minutes after its start, long before the window.
    expect(Date.parse(a.deadline as string) - Date.parse(a.createdDate as string)).toBe(30 * MINUTE);

    // A template with attempts cannot lose questions.
    const fewer = await call('PUT', `/admin/exam-templates/${template._id}`, {
      ...templateInput({ mode: 'picked', questions: (template.questionIds as string[]).slice(1) }),
      slug: template.slug,
    });
    expect(fewer.status).toBe(409);
    expect((await json(fewer)).message).toMatch(/cannot lose questions: 1 would be removed/);

    const later = (minutes: number) => new Date(Date.parse(a.createdDate as string) + minutes * MINUTE);
    const save = (at: Date) =>
      t.at(at, async () =>
        t.request('POST', `/users/${first.id}/exams/${a._id}/questions/${orderA[0]}`, {
          token: first.token,
          body: { answer: 'A', answeredAt: at.toISOString() },
        }),
      );
    expect((await save(later(29))).status).toBe(200);
    const late = await save(later(31));
    expect(late.status).toBe(403);
    expect((await json(late)).message).toBe('The time limit of this exam has run out');
    // Past the limit and its grace, the server completes it; the window is still open.
    await t.at(later(33), () => completeEndedAttempts(t.deps));
    const closed = await json(await t.request('GET', `/users/${first.id}/exams/${a._id}`, { token: first.token }));
    expect(closed).toMatchObject({ completed: true });
  });
});
