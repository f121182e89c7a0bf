import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpEmbedded, openDatabase } from '../db/database.ts';
import { seed } from '../db/seed.ts';
import { TEST_SCRYPT } from './scrypt.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating, migrating and seeding a PGlite database takes seconds; loading a dump of one takes
 * a fraction of that. So it is built once per run, and each test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const db = await openDatabase({ dataDir: 'memory://' });
  await seed(db, { demo: true, log: () => {}, scrypt: TEST_SCRYPT });
  const dump = await dumpEmbedded(db);
  await db.destroy();
  const file = path.join(tmpdir(), `review-center-template-${process.pid}.tar`);
  await writeFile(file, new Uint8Array(await dump!.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
