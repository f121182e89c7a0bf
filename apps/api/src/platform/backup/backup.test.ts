import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enroll, submitProof } from '../../testing/enrollment.ts';
import { json, openTestApp, registerUser, type TestApp } from '../../testing/app.ts';
import { OFFERING } from '../../testing/questions.ts';
import { createBackup, databaseState, NotEmpty, restoreBackup, type Instance } from './backup.ts';
import { onServer } from '../../testing/postgres.ts';

const onPostgres = process.env.API_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/**
 * The restore drill (decision 0069): an instance is seeded, reviewees enroll, send proofs and
 * answer an exam while the backup runs, and the backup restored into a fresh instance has every
 * table's rows, every uploaded file and every e-mail of the backup's instant: 0 differ.
 */
describe('backup and restore', () => {
  let t: TestApp;
  let work: string;
  let source: Instance;
  let target: Instance;
  const databases: string[] = [];

  beforeAll(async () => {
    t = await openTestApp();
    work = await mkdtemp(path.join(tmpdir(), 'review-center-drill-'));
    source = {
      dataDir: path.join(work, 'source'),
      outboxDir: path.join(work, 'source', 'outbox'),
      ...(onPostgres ? { databaseUrl: onPostgres, schema: await currentSchema(t) } : {}),
    };
    target = await newTarget('target');
    // E-mails already written, as the outbox writes them without SMTP.
    await writeOutbox(source.outboxDir, 3);
  });

  /** An empty instance to restore into: a folder, and on PostgreSQL an empty database. */
  async function newTarget(name: string): Promise<Instance> {
    const folder = { dataDir: path.join(work, name), outboxDir: path.join(work, name, 'outbox') };
    if (!onPostgres) return folder;
    return { ...folder, ...(await freshDatabase(onPostgres, databases)), schema: source.schema };
  }

  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    if (onPostgres) await dropDatabases(onPostgres, databases);
  });

  let backup: Awaited<ReturnType<typeof createBackup>>;

  it('should restore into a fresh instance every row, file and e-mail of the backup, taken while reviewees work', async () => {
    const reviewees = await Promise.all([registerUser(t), registerUser(t), registerUser(t)]);
    const activities = reviewees.map((reviewee, index) => activity(t, reviewee, index));
    // The backup starts while the enrollments, proofs and answers are under way.
    const taking = createBackup({ ...source, db: t.db }, path.join(work, 'backups'));
    await Promise.all([...activities, writeOutbox(source.outboxDir, 2, 'later')]);
    backup = await taking;
    const { file, bytes, manifest } = backup;
    expect(bytes).toBeGreaterThan(0);
    expect(Object.keys(manifest.tables)).toContain('enrollments');
    expect(Object.keys(manifest.files).length).toBeGreaterThan(0);
    expect(Object.keys(manifest.outbox).length).toBeGreaterThanOrEqual(3);
    expect(await readdir(path.join(work, 'backups'))).toEqual([path.basename(file)]);

    // One more reviewee after the backup's instant: the restore holds the instant, not the end.
    await registerUser(t);
    const after = await databaseState(t.db);
    expect(after.tables.users!.rows).toBe(manifest.tables.users!.rows + 1);
    // One embedded database open at a time in a process (testing/global-setup.ts).
    await t.close();

    const restored = await restoreBackup(file, target);
    expect(restored.differences).toEqual([]);
    expect(restored.manifest.createdAt).toBe(manifest.createdAt);
  });

  it('should refuse to restore into an instance that is not empty, and replace it when told to', async () => {
    const again = await newTarget('again');
    expect((await restoreBackup(backup.file, again)).differences).toEqual([]);
    await expect(restoreBackup(backup.file, again)).rejects.toThrow(NotEmpty);
    expect((await restoreBackup(backup.file, again, { force: true })).differences).toEqual([]);
  });
});

/** A seeded mock exam open to everyone signed in. */
const MOCK = 'let-mock-exam-general-education';

/** A reviewee enrolls, sends a proof and answers a mock exam: the writes a backup must not tear. */
async function activity(t: TestApp, reviewee: { id: string; token: string }, index: number) {
  const enrolled = await enroll(t, reviewee, {
    offering: OFFERING,
    paymentType: 'Full',
    branch: 'Cebu',
    schedule: 'Every Saturday',
  });
  expect(enrolled.status).toBe(200);
  const enrollment = (await json(enrolled))._id as string;
  const proof = await submitProof(t, reviewee, enrollment, { paymentOption: 'GCash', receiptId: `DRILL-${index}` });
  expect(proof.status).toBe(200);
  const templates = (
    await json(await t.request('GET', `/users/${reviewee.id}/exam-templates?slug=${MOCK}`, { token: reviewee.token }))
  ).docs as { _id: string }[];
  const template = templates[0]!;
  const attempt = await json(
    await t.request('POST', `/users/${reviewee.id}/exams`, { token: reviewee.token, body: { exam: template._id } }),
  );
  const exam = attempt as { _id: string; exam: { questions: string[] } };
  for (const question of exam.exam.questions.slice(0, 5)) {
    const answered = await t.request('POST', `/users/${reviewee.id}/exams/${exam._id}/questions/${question}`, {
      token: reviewee.token,
      body: { answer: 'A', answeredAt: new Date().toISOString() },
    });
    expect(answered.status).toBe(200);
  }
}

async function writeOutbox(folder: string, count: number, prefix = 'sent') {
  await mkdir(folder, { recursive: true });
  for (let index = 0; index < count; index += 1) {
    await writeFile(
      path.join(folder, `${prefix}-${index}.eml`),
      `Subject: drill ${index}\r\n\r\n${randomBytes(64).toString('hex')}`,
    );
  }
}

async function currentSchema(t: TestApp): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
  return rows[0]!.schema;
}

/** An empty database on the server of `url`, for the restore. */
async function freshDatabase(url: string, made: string[]): Promise<{ databaseUrl: string }> {
  const name = `review_center_drill_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}`);
  made.push(name);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { databaseUrl: target.toString() };
}

async function dropDatabases(url: string, names: string[]) {
  await onServer(url, ...names.map((name) => `drop database if exists ${name} with (force)`));
}
