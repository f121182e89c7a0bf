import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './platform/db/database.ts';
import { openTestDatabase } from './testing/database.ts';
import { seedStaffDemo } from './demo/staff-enrollments-demo.ts';
import { PNG } from './testing/app.ts';
import { TEST_SCRYPT } from './testing/scrypt.ts';
import { DatabaseUploadStore } from './platform/uploads/storage.ts';

/**
 * Two real API processes on one PostgreSQL schema (decision 0031): what one stores the other
 * sees, and a background job started by both at once does its work once. Runs in the
 * "api (postgres)" project only: the embedded database serves one process.
 */
const onPostgres = process.env.API_TEST_DATABASE === 'postgres' && !!process.env.TEST_DATABASE_URL;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENDED_ATTEMPTS = 20;
const REMINDED = 40;

interface Api {
  base: string;
  child: ChildProcess;
}

/** Starts server.ts on a free port and answers its address once it listens. */
function startApi(env: Record<string, string>): Promise<Api> {
  const child = spawn(process.execPath, ['--conditions=@review-center/source', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, DEMO: '1', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      if (process.env.DEBUG_SCALING) process.stderr.write(chunk);
      output += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/home/.exec(output);
      if (match?.[1]) resolve({ base: `${match[1]}/api/v2`, child });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`API exited with ${code}:\n${output}`)));
  });
}

let db: Db;
let close: () => Promise<void>;
let dataDir: string;
let a: Api;
let b: Api;
let ended: { userId: string; email: string }[];
let reminded: { userId: string; email: string }[];

/** `count` reviewee accounts named `prefix-N`, written straight to the database. */
async function reviewees(prefix: string, count: number) {
  const made = Array.from({ length: count }, (_, i) => ({
    userId: `${prefix}-${i}`,
    email: `${prefix}-${i}@example.com`,
  }));
  await db
    .insertInto('users')
    .values(made.map((u) => ({ id: u.userId, email: u.email, password_hash: '!', verified: true, profile: '{}' })))
    .execute();
  return made;
}

beforeAll(async () => {
  if (!onPostgres) return;
  // A fresh schema, migrated and seeded, as the test files' own (dropped when the run ends).
  ({ db, close } = await openTestDatabase());
  // With the staff console's demo data a start adds: two processes starting at once add nothing.
  const uploads = new DatabaseUploadStore(db);
  await seedStaffDemo(db, { now: new Date(), scrypt: TEST_SCRYPT, saveFile: (bytes) => uploads.save(bytes) });
  const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]!.name;
  // Attempts of an exam whose window and grace period are over, none submitted.
  const template = await db
    .selectFrom('exam_templates')
    .selectAll()
    .where('id', '=', 'exam-gened-mock-1')
    .executeTakeFirstOrThrow();
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  await db
    .insertInto('exam_templates')
    .values({
      ...template,
      draws: template.draws && JSON.stringify(template.draws),
      id: 'ended-exam',
      slug: 'ended-exam',
      available_from: new Date(hourAgo.getTime() - 60 * 60 * 1000),
      available_until: hourAgo,
    })
    .execute();
  ended = await reviewees('ended', ENDED_ATTEMPTS);
  await db
    .insertInto('user_exams')
    .values(ended.map((u) => ({ id: `attempt-${u.userId}`, user_id: u.userId, template_id: 'ended-exam' })))
    .execute();
  // An exam for the reviewees of an offering of its own, opening in 12 hours: its reminder is due
  // (decision 0091). The demo's exam that opens a day after the seed is moved a week on, or its
  // reminder would go to every reviewee here, these and the ended attempts' too.
  await db
    .updateTable('exam_templates')
    .set({
      available_from: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      available_until: new Date(Date.now() + 8 * 24 * 60 * 60 * 1000),
    })
    .where('id', '=', 'exam-gened-upcoming')
    .execute();
  await db
    .insertInto('offerings')
    .values({
      id: 'reminded-offering',
      title: 'LET Final Coaching',
      content: '',
      price: 9_000,
      cash_discount_by_percent: 0,
      downpayment: 0,
      installment_terms: 0,
      installment_frequency: '',
      payment_type: ['Full'],
      multiple_schedule: false,
      units: null,
      terms: null,
      start_date: null,
      end_date: null,
      enrollment_start_date: null,
      enrollment_end_date: null,
      published: true,
    })
    .execute();
  const inTwelveHours = new Date(Date.now() + 12 * 60 * 60 * 1000);
  await db
    .insertInto('exam_templates')
    .values({
      ...template,
      draws: template.draws && JSON.stringify(template.draws),
      id: 'reminded-exam',
      slug: 'reminded-exam',
      available_from: inTwelveHours,
      available_until: new Date(inTwelveHours.getTime() + 8 * 60 * 60 * 1000),
      audience_offerings: ['reminded-offering'],
    })
    .execute();
  reminded = await reviewees('reminded', REMINDED);
  await db
    .insertInto('enrollments')
    .values(
      reminded.map((u, i) => ({
        id: `enrollment-${u.userId}`,
        reference: `RC-REMIND-${i}`,
        user_id: u.userId,
        offering_id: 'reminded-offering',
        status: 'Active' as const,
        price: 9_000,
        coupon: null,
        payment_type: 'Full',
        payment_option: 'GCash',
        receipt_id: null,
        payment_date: null,
        branch: 'Cebu',
        schedule: null,
        rejection_reason: null,
        activated_at: new Date(),
      })),
    )
    .execute();
  // Both processes start at once, and each runs the exam-closing and reminder jobs as it starts.
  dataDir = await mkdtemp(path.join(tmpdir(), 'rc-two-processes-'));
  const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema, DATA_DIR: dataDir };
  [a, b] = await Promise.all([startApi(env), startApi(env)]);
});

afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all(
    [a, b].map((api) => api && new Promise((resolve) => (api.child.once('exit', resolve), api.child.kill('SIGTERM')))),
  );
  await close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = async (api: Api, method: string, url: string, init: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${api.base}${url}`, {
    method,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: init.body instanceof FormData ? init.body : JSON.stringify(init.body) } : {}),
  });
  return response;
};

/**
 * The mail both processes sent to `reviewees`, once it is all out: each process wakes its outbox
 * worker after a job, the e-mail files follow within moments, and each row is marked sent just
 * after its file is written. Answers the files' recipients, sorted, and the outbox's rows.
 */
async function mailOf(reviewees: { email: string }[]) {
  const emails = reviewees.map((u) => u.email);
  const outbox = path.join(dataDir, 'outbox');
  const recipients = async () => {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
    return mails.map((mail) => /^To: (\S+)/m.exec(mail)?.[1] ?? '').filter((to) => emails.includes(to));
  };
  const rows = () =>
    db.selectFrom('outbox_messages').select(['to', 'subject', 'status']).where('to', 'in', emails).execute();
  await expect.poll(async () => (await recipients()).length, { timeout: 60_000, interval: 200 }).toBe(emails.length);
  await expect
    .poll(async () => (await rows()).filter((row) => row.status === 'sent').length, { timeout: 60_000, interval: 200 })
    .toBe(emails.length);
  return { files: (await recipients()).sort(), rows: await rows() };
}

describe.runIf(onPostgres)('two API processes on one database', () => {
  it('should accept on one a session made on the other', async () => {
    const signIn = await call(a, 'POST', '/users/sign-in', {
      body: { email: 'admin@review-center.local', password: 'admin-pass-2024' },
    });
    const { token } = (await signIn.json()) as { token: string };
    expect((await call(b, 'GET', '/admin/audit', { token })).status).toBe(200);
    expect((await call(b, 'GET', '/admin/audit', { token: 'not-a-session' })).status).toBe(401);
  });

  it('should hold on one process a rate limit counted on the other', async () => {
    // Password-reset requests: 10 per address and e-mail per 15 minutes (decision 0023).
    const email = 'nobody-here@example.com';
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await call(i % 2 ? b : a, 'POST', '/users/reset-password-v2', { body: { email } })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('should read through one a file uploaded through the other', async () => {
    const form = new FormData();
    form.append('files', new File([PNG], 'proof.png', { type: 'image/png' }));
    const [uploaded] = (await (await call(a, 'POST', '/uploads', { body: form })).json()) as { id: string }[];
    const signIn = await call(b, 'POST', '/users/sign-in', {
      body: { email: 'admin@review-center.local', password: 'admin-pass-2024' },
    });
    const { token } = (await signIn.json()) as { token: string };
    const read = await call(b, 'GET', `/uploads/${uploaded!.id}`, { token });
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG);
  });

  it('should complete and e-mail each ended attempt exactly once when both ran the closing job', async () => {
    const ids = ended.map((u) => `attempt-${u.userId}`);
    const { files, rows } = await mailOf(ended);
    const attempts = await db.selectFrom('user_exams').select(['completed']).where('id', 'in', ids).execute();
    expect(attempts.every((row) => row.completed)).toBe(true);
    expect(rows).toHaveLength(ENDED_ATTEMPTS);
    expect(rows.every((row) => row.status === 'sent' && row.subject.startsWith('Your result'))).toBe(true);
    expect(files).toEqual(ended.map((u) => u.email).sort());
  });

  it('should send each exam reminder exactly once when both ran the reminder job', async () => {
    const { files, rows } = await mailOf(reminded);
    expect(rows).toHaveLength(REMINDED);
    expect(rows.every((row) => row.status === 'sent' && row.subject.startsWith('Exam reminder'))).toBe(true);
    expect(files).toEqual(reminded.map((u) => u.email).sort());
    const sent = await db
      .selectFrom('exam_reminders')
      .select('user_id')
      .where('template_id', '=', 'reminded-exam')
      .execute();
    expect(sent.map((row) => row.user_id).sort()).toEqual(reminded.map((u) => u.userId).sort());
  });
});
