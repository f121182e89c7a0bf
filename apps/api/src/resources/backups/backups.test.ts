import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKUP_WARNINGS } from '@review-center/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, registerStaff, registerUser } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const onPostgres = process.env.API_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Backups through the running server (docs/operations.md): the administrator's alone. */
const t = testAppForFile();
let work: string;
let request: ReturnType<typeof t.variant>;
let admin: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'review-center-backups-'));
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
  request = t.variant({
    backups: {
      folder: path.join(work, 'backups'),
      dataDir: work,
      outboxDir: path.join(work, 'outbox'),
      ...(onPostgres ? { databaseUrl: onPostgres, schema: rows[0]!.schema } : {}),
    },
  });
  admin = await t.adminToken();
});
afterAll(() => rm(work, { recursive: true, force: true }));

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
    expect(await json(answer)).toEqual({ latest: null, warning: BACKUP_WARNINGS.none });
  });

  it('should take one now, answer its file, time and size, audit it, and warn once it is a day old', async () => {
    const taken = await request('POST', '/admin/backups', { token: admin });
    expect(taken.status).toBe(200);
    const { latest, warning } = (await json(taken)) as {
      latest: { fileName: string; bytes: number; createdAt: string };
      warning: null;
    };
    expect(warning).toBeNull();
    expect(await readdir(path.join(work, 'backups'))).toEqual([latest.fileName]);
    expect(latest.bytes).toBeGreaterThan(10_000);
    expect(await json(await request('GET', '/admin/backups/latest', { token: admin }))).toEqual({
      latest,
      warning: null,
    });

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
    expect(later).toEqual({ latest, warning: BACKUP_WARNINGS.old });
  });

  it('should answer 409 where the server has no backup folder', async () => {
    const answer = await t.request('GET', '/admin/backups/latest', { token: admin });
    expect(answer.status).toBe(409);
    expect((await json(answer)).message).toBe('Backups are not set up on this server');
  });
});
