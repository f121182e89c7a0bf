import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKUP_WARNINGS } from '@review-center/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { json, registerStaff, registerUser, TEST_DEVICE, testConfig } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const onPostgres = process.env.API_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Backups through the running server (docs/operations.md): the administrator's alone. */
const t = testAppForFile();
let work: string;
let request: ReturnType<typeof t.variant>;
let admin: string;
/** On PostgreSQL, the test database's schema, which the backup dumps. */
let schema: { schema?: string } = {};
/** The servers whose backups a test started: each is waited for before the folder goes. */
const started = new Set<Send>();

type Send = (method: string, url: string) => Response | Promise<Response>;
const place = (folder: string) => ({
  folder,
  dataDir: work,
  outboxDir: path.join(work, 'outbox'),
  ...(onPostgres ? { databaseUrl: onPostgres, ...schema } : {}),
});

/** The status once no backup runs, read every 50 ms as the console reads it (every 2 s). */
async function settled(send: Send) {
  for (;;) {
    const status = await json(await send('GET', '/admin/backups/latest'));
    if (!status.running) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'review-center-backups-'));
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
  schema = { schema: rows[0]!.schema };
  request = t.variant({ backups: place(path.join(work, 'backups')) });
  admin = await t.adminToken();
});
afterAll(async () => {
  // A backup runs after its answer: none may outlive the test file's database and folder.
  try {
    for (const send of started) await settled(send);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});

describe('backups', () => {
  it('should refuse everyone but the administrator, and take no backup for them', async () => {
    const reviewee = await registerUser(t);
    for (const role of ['cashier', 'registrar', 'content-editor', 'support'] as const) {
      const staff = await registerStaff(t, role);
      expect((await request('GET', '/admin/backups/latest', { token: staff.token })).status).toBe(403);
      expect((await request('POST', '/admin/backups', { token: staff.token })).status).toBe(403);
    }
    expect((await request('POST', '/admin/backups', { token: reviewee.token })).status).toBe(403);
    expect((await request('POST', '/admin/backups')).status).toBe(401);
    expect(await readdir(path.join(work, 'backups')).catch(() => [])).toEqual([]);
  });

  it('should warn when there is no backup yet', async () => {
    const answer = await request('GET', '/admin/backups/latest', { token: admin });
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({
      latest: null,
      warning: BACKUP_WARNINGS.none,
      running: null,
      lastFailure: null,
    });
  });

  it('should start one, answer that it runs, then show its file, time and size, audited', async () => {
    const send: Send = (method, url) => request(method, url, { token: admin });
    started.add(send);
    // Pressed twice at once: one backup, the second press answers the running one.
    const [first, second] = await Promise.all([send('POST', '/admin/backups'), send('POST', '/admin/backups')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const running = { startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };
    const answer = await json(first);
    expect(answer).toEqual({ latest: null, warning: BACKUP_WARNINGS.none, running, lastFailure: null });
    expect(await json(second)).toEqual(answer);

    const { latest, ...rest } = (await settled(send)) as {
      latest: { fileName: string; bytes: number; createdAt: string };
    };
    expect(rest).toEqual({ warning: null, running: null, lastFailure: null });
    // Named by the instant it started.
    expect(latest.createdAt).toBe((answer.running as { startedAt: string }).startedAt);
    expect(await readdir(path.join(work, 'backups'))).toEqual([latest.fileName]);
    expect(latest.bytes).toBeGreaterThan(10_000);

    const audit = await json(await request('GET', '/admin/audit?entityType=backup', { token: admin }));
    expect(audit.docs).toEqual([
      expect.objectContaining({
        action: 'backup.create',
        entityId: latest.fileName,
        after: { fileName: latest.fileName, bytes: latest.bytes },
      }),
    ]);

    const dayLater = new Date(Date.parse(latest.createdAt) + DAY_MS + 60_000);
    const later = await t.at(dayLater, async () =>
      json(await request('GET', '/admin/backups/latest', { token: admin })),
    );
    expect(later).toEqual({ latest, warning: BACKUP_WARNINGS.old, running: null, lastFailure: null });
  });

  it('should log a backup that failed, show why without the error itself, and take one when asked again', async () => {
    // A file where the backup folder's parent should be: the folder cannot be made.
    const blocked = path.join(work, 'blocked');
    await writeFile(blocked, '');
    const lines: string[] = [];
    const app = createApp({
      db: t.db,
      config: { ...testConfig, backups: place(path.join(blocked, 'backups')) },
      log: (line) => lines.push(line),
    });
    const send: Send = (method, url) =>
      app.request(`/api/v2${url}`, {
        method,
        headers: { cookie: `rc-device=${TEST_DEVICE}`, authorization: `Bearer ${admin}` },
      });
    started.add(send);

    expect((await json(await send('POST', '/admin/backups'))).running).not.toBeNull();
    const failed = await settled(send);
    expect(failed).toEqual({
      latest: null,
      warning: BACKUP_WARNINGS.none,
      running: null,
      lastFailure: { at: expect.any(String), message: 'The server cannot write into its backup folder' },
    });
    const logged = lines.map((line) => JSON.parse(line) as { backup?: string; error?: string });
    expect(logged.filter((line) => line.backup)).toEqual([
      { backup: 'console', error: expect.stringContaining('ENOTDIR') },
    ]);

    // The folder can be made now: the next press takes the backup, and the failure is gone.
    await rm(blocked);
    const again = await json(await send('POST', '/admin/backups'));
    expect(again).toEqual({ ...failed, running: { startedAt: expect.any(String) }, lastFailure: null });
    const done = await settled(send);
    expect(done).toEqual(expect.objectContaining({ running: null, lastFailure: null, warning: null }));
    expect(await readdir(path.join(blocked, 'backups'))).toEqual([(done.latest as { fileName: string }).fileName]);
  });

  it('should answer 409 where the server has no backup folder', async () => {
    const answer = await t.request('GET', '/admin/backups/latest', { token: admin });
    expect(answer.status).toBe(409);
    expect((await json(answer)).message).toBe('Backups are not set up on this server');
  });
});
