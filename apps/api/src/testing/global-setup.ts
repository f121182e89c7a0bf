import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpEmbedded, openDatabase } from '../platform/db/database.ts';
import { seed } from '../demo/seed.ts';
import { TEST_SCRYPT } from './scrypt.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Every PostgreSQL schema a test file makes starts with this; all are dropped at the end. */
    schemaPrefix: string;
  }
}

/**
 * Creating, migrating and seeding a PGlite database takes seconds; loading a dump of one takes
 * a fraction of that. So it is built once per run, and each test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const onPostgres = project.config.env?.API_TEST_DATABASE === 'postgres' && !!url;
  // The "api (postgres)" project's files work on the server, never from the template. Building it
  // there too ran two PGlite instances at once in this one process, which Node 24's V8 can abort
  // on ("Check failed: jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500): it took the
  // whole test run down with it once.
  if (!onPostgres) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await seed(db, { demo: true, log: () => {}, scrypt: TEST_SCRYPT });
    const dump = await dumpEmbedded(db);
    await db.destroy();
    const file = path.join(tmpdir(), `review-center-template-${process.pid}.tar`);
    await writeFile(file, new Uint8Array(await dump!.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  }

  // On PostgreSQL each file works in a schema of its own. They are dropped together once every
  // file is done: dropping one while another file's migrator lists the tables of every schema
  // makes that listing fail ("schema … does not exist").
  const prefix = `test_${process.pid}_`;
  project.provide('schemaPrefix', prefix);
  if (!onPostgres) return;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      'select nspname as name from pg_namespace where starts_with(nspname, $1)',
      [prefix],
    );
    for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
    await client.end();
  };
}
