/**
 * Backups from the command line (decision 0069), with the server's own settings (DATABASE_URL,
 * DATABASE_SCHEMA, DATA_DIR; README "Configuration"):
 *
 *   pnpm backup                   one backup into BACKUP_DIR (default DATA_DIR/backups)
 *   pnpm restore FILE [--force]   into an empty instance; --force replaces a non-empty one
 *
 * The embedded database is one process's: with the server running on it, stop the server first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, NotEmpty, restoreBackup } from '../platform/backup/backup.ts';
import { openDatabase } from '../platform/db/database.ts';
import { readEnv } from '../env.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const [command, file] = positionals;
const env = readEnv();
const instance = {
  databaseUrl: env.databaseUrl,
  schema: env.databaseSchema,
  dataDir: env.dataDir,
  outboxDir: env.outboxDir,
};

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${env.port}/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

if (!instance.databaseUrl && (await serverAnswers())) {
  console.error(`A server answers on port ${env.port}, on the embedded database in ${env.dataDir}: stop it first.`);
  process.exit(1);
}

if (command === 'backup') {
  const db = await openDatabase({ ...instance, dataDir: path.join(env.dataDir, 'db'), migrate: false });
  try {
    const started = Date.now();
    const { file: written, bytes } = await createBackup({ ...instance, db }, env.backupDir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Wrote ${written} (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds} s`);
  } finally {
    await db.destroy();
  }
} else if (command === 'restore' && file) {
  try {
    const { manifest, differences } = await restoreBackup(path.resolve(file), instance, { force: values.force });
    if (differences.length > 0) {
      console.error(`Restored, but ${differences.length} differ from the backup: ${differences.join(', ')}`);
      process.exit(1);
    }
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ` +
        `${Object.keys(manifest.files).length} files, ${Object.keys(manifest.outbox).length} e-mails; none differ.`,
    );
  } catch (error) {
    if (!(error instanceof NotEmpty)) throw error;
    console.error(`${error.message}: restore into an empty instance, or add --force to replace it.`);
    process.exit(1);
  }
} else {
  console.error('Usage: pnpm backup | pnpm restore FILE [--force]');
  process.exit(2);
}
