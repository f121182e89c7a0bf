import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../testing/app.ts';
import { backupFileName } from './backup.ts';
import { backupJob, backupsToKeep, listBackups, RETENTION, type BackupFile } from './schedule.ts';

const DAY_MS = 86_400_000;

describe('backup retention', () => {
  const now = new Date('2026-11-28T02:00:00.000Z');
  /** One backup a day for 60 days, and a second one on the newest day. */
  const backups: BackupFile[] = [
    {
      name: backupFileName(new Date(now.getTime() - 3_600_000)),
      bytes: 1,
      createdAt: new Date(now.getTime() - 3_600_000),
    },
    ...Array.from({ length: 60 }, (_, day) => {
      const createdAt = new Date(now.getTime() - (day + 0.5) * DAY_MS);
      return { name: backupFileName(createdAt), bytes: 1, createdAt };
    }),
  ];

  it('should keep the newest of each of the last 7 days and each of the last 4 weeks', () => {
    const keep = backupsToKeep(backups, now);
    const ages = [...keep]
      .map((name) => backups.find((b) => b.name === name)!)
      .map((b) => now.getTime() - b.createdAt.getTime());
    // Days 0 to 6 (the newest of day 0 is the one an hour old), then weeks 1 to 3 (week 0 is in the days).
    expect(keep.size).toBe(RETENTION.daily + RETENTION.weekly - 1);
    expect(Math.max(...ages)).toBeLessThan(4 * 7 * DAY_MS);
    expect(keep.has(backups[0]!.name)).toBe(true);
    expect(keep.has(backups[1]!.name)).toBe(false);
  });

  it('should always keep the newest, however old', () => {
    const old = [{ name: 'a', bytes: 1, createdAt: new Date(now.getTime() - 400 * DAY_MS) }];
    expect([...backupsToKeep(old, now)]).toEqual(['a']);
  });
});

describe('scheduled backup', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await openTestApp();
    folder = await mkdtemp(path.join(tmpdir(), 'review-center-schedule-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('should take one backup a day and remove what the retention no longer keeps', async () => {
    let clock = new Date('2026-11-28T02:00:00.000Z');
    const onPostgres = process.env.API_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
    const source = {
      db: t.db,
      dataDir: folder,
      outboxDir: path.join(folder, 'outbox'),
      ...(onPostgres ? { databaseUrl: onPostgres, schema: rows[0]!.schema } : {}),
    };
    const job = backupJob(source, folder, () => clock);
    // A backup of 40 days ago and a file that is not a backup: the first goes, the second stays.
    const old = new Date(clock.getTime() - 40 * DAY_MS);
    await writeFile(path.join(folder, backupFileName(old)), 'old');
    await writeFile(path.join(folder, 'notes.txt'), 'not a backup');

    const first = (await job.run()) as { backup: string; removed: string[] };
    expect(first.backup).toBe(backupFileName(clock));
    expect(first.removed).toEqual([backupFileName(old)]);
    // An hour later the newest is not a day old: nothing to do.
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await job.run()).toBeUndefined();
    clock = new Date(clock.getTime() + DAY_MS);
    expect(((await job.run()) as { backup: string }).backup).toBe(backupFileName(clock));
    expect((await listBackups(folder)).map((backup) => backup.name)).toHaveLength(2);
    expect(await readdir(folder)).toContain('notes.txt');
  });
});
