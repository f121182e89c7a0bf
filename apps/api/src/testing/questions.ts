import { QUESTION_CSV_COLUMNS } from '@review-center/domain';
import { beforeAll } from 'vitest';
import { registerStaff, registerUser, type TestApp } from './app.ts';
import { testAppForFile } from './file-app.ts';

/**
 * The file's app (sessions long enough for exam windows days away) with a content editor signed
 * in, and a call made as that editor unless another token is given.
 */
export function asContentEditor() {
  const t = testAppForFile({ sessionTtlMs: 400 * 86_400_000, sessionMaxAgeMs: 400 * 86_400_000 });
  let token = '';
  beforeAll(async () => {
    token = (await registerStaff(t, 'content-editor')).token;
  });
  const call = (method: string, path: string, body?: unknown, as = token) =>
    t.request(method, path, { token: as, ...(body === undefined ? {} : { body }) });
  return { t, call };
}

/** The seeded offering the exam tests bind their templates to. */
export const OFFERING = 'hybrid-online-march-2024';
export const MINUTE = 60_000;
/**
 * A CSV of `n` General Education questions, a row per line, under the layout's header or, given
 * `columns`, under those (a file written before some columns existed). `extra` fills more cells.
 */
export function csvOf(
  n: number,
  tag: string,
  bad?: { row: number; correct: string },
  { columns = QUESTION_CSV_COLUMNS, extra = {} }: { columns?: readonly string[]; extra?: Record<string, string> } = {},
) {
  const rows = Array.from({ length: n }, (_, i) => {
    const cells: Record<string, string> = {
      category: 'General Education',
      difficulty: 'Average',
      stem: `${tag} question ${i + 1}`,
      'option A': 'one',
      'option B': 'two',
      'option C': 'three',
      'option D': 'four',
      correct: bad?.row === i ? bad.correct : 'ABCD'[i % 4]!,
      ...extra,
    };
    return columns.map((column) => cells[column] ?? '');
  });
  return [columns.join(','), ...rows.map((row) => row.join(','))].join('\n');
}

/**
 * A reviewee with an Active enrollment in `offering` at `branch`, activated now or at
 * `activatedAt` (six months on, access ends: product §1 terms of use).
 */
export async function enrolled(t: TestApp, offering: string, activatedAt?: Date, branch = 'Manila') {
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
      branch,
      schedule: null,
      rejection_reason: null,
      ...(activatedAt ? { created_at: activatedAt, activated_at: activatedAt } : {}),
    })
    .execute();
  return user;
}

/**
 * A question as the console's form sends it: General Education, Easy, options A (Yes) and B
 * (No), A correct. A test names what its question needs beyond that.
 */
export const questionDraft = (fields: Record<string, unknown> = {}) => ({
  category: 'general-education',
  difficulty: 'Easy',
  stem: 'Which is it?',
  options: [
    { label: 'A', data: 'Yes' },
    { label: 'B', data: 'No' },
  ],
  correct: 'A',
  ...fields,
});

export const templateInput = (questions: unknown, overrides: Record<string, unknown> = {}) => ({
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
