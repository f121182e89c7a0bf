/**
 * Backup benchmark (decision 0069): the size and time of one backup, and of its restore with
 * the check against its manifest, for the seeded database and for one with 100,000 enrollments
 * (25,000 reviewees), on PGlite, or on PostgreSQL with DATABASE_URL (in schemas of its own,
 * dropped at the end; the restore goes into a new database, also dropped).
 *
 *   pnpm bench:backup
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:backup
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withSourceCondition } from '../lib/source-condition.ts';

// The API's modules resolve to their TypeScript source under this condition.
await withSourceCondition(main);

async function main() {
  const { fillStaffBench, onServer, withSchema } = await import('../../apps/api/src/demo/staff-enrollments-bench.ts');
  const { openDatabase } = await import('../../apps/api/src/platform/db/database.ts');
  const { seed } = await import('../../apps/api/src/demo/seed.ts');
  const { createBackup, restoreBackup } = await import('../../apps/api/src/platform/backup/backup.ts');
  const databaseUrl = process.env.DATABASE_URL;
  const work = await mkdtemp(path.join(tmpdir(), 'review-center-bench-backup-'));
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  try {
    for (const size of ['the seed', '100,000 enrollments'] as const) {
      const schema = `bench_backup_${randomBytes(4).toString('hex')}`;
      if (databaseUrl) await withSchema(databaseUrl, 'create', schema);
      const db = await openDatabase(
        databaseUrl ? { databaseUrl, dataDir: '', schema } : { dataDir: 'memory://', databaseUrl: undefined },
      );
      const instance = {
        databaseUrl,
        schema: databaseUrl ? schema : undefined,
        dataDir: work,
        outboxDir: path.join(work, 'outbox'),
      };
      let file: string;
      try {
        await seed(db, { log: () => {} });
        if (size !== 'the seed') await fillStaffBench(db, { users: 25_000, enrollments: 100_000 });
        const started = performance.now();
        const backup = await createBackup({ ...instance, db }, path.join(work, 'backups'));
        file = backup.file;
        const rows = Object.values(backup.manifest.tables).reduce((sum, table) => sum + table.rows, 0);
        console.log(
          `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${size}: ${rows} rows; backup ${(backup.bytes / 1024 / 1024).toFixed(1)} MB in ${seconds(started)}`,
        );
      } finally {
        await db.destroy();
        if (databaseUrl) await withSchema(databaseUrl, 'drop', schema);
      }
      // Restored into an empty instance, then checked against the manifest.
      const target = databaseUrl
        ? { ...instance, ...(await emptyDatabase(databaseUrl, onServer)) }
        : { ...instance, dataDir: path.join(work, `restore-${randomBytes(4).toString('hex')}`) };
      try {
        const started = performance.now();
        const { differences } = await restoreBackup(file, {
          ...target,
          outboxDir: path.join(target.dataDir, 'outbox'),
        });
        console.log(`  restore and check: ${seconds(started)}, ${differences.length} differ`);
      } finally {
        if ('drop' in target) await target.drop();
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function emptyDatabase(url: string, onServer: (url: string, statement: string) => Promise<void>) {
  const name = `bench_restore_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => onServer(url, statement);
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { databaseUrl: target.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
