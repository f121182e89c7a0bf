import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Db } from '../platform/db/database.ts';
import { seed } from '../demo/seed.ts';
import { TEST_SCRYPT } from './scrypt.ts';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or,
 * in the "api (postgres)" project, a schema of its own on the server named by
 * TEST_DATABASE_URL (dropped when the run ends).
 */
export async function openTestDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.API_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([new Uint8Array(await readFile(template))]) : undefined;
    const db = await openDatabase({ dataDir: 'memory://', loadDataDir });
    if (!template) await seed(db, { demo: true, log: () => {}, scrypt: TEST_SCRYPT });
    return { db, close: () => db.destroy() };
  }
  // Dropped with the others when the run ends (global-setup.ts), never while files still run.
  const schema = `${inject('schemaPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = await openDatabase({ databaseUrl: url, dataDir: '', schema });
  await seed(db, { demo: true, log: () => {}, scrypt: TEST_SCRYPT });
  return {
    db,
    close: async () => {
      await db.destroy();
      await admin.end();
    },
  };
}
