import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { packTar, unpackTar } from 'modern-tar';
import pg from 'pg';
import { embeddedOf, openDatabase, type Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

const run = promisify(execFile);

/** What a backup holds, measured at its instant: the restore is checked against it. */
export interface BackupState {
  /** Every table of the schema: its row count and the MD5 of its rows as text, in order. */
  tables: Record<string, { rows: number; md5: string }>;
  /** Every uploaded file (`upload_files`, decision 0031): its SHA-256. */
  files: Record<string, string>;
  /** Every e-mail written to the outbox folder: its SHA-256. */
  outbox: Record<string, string>;
}

export interface Manifest extends BackupState {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
}

/** Where a backup is taken from, or restored into: the server's own settings. */
export interface Instance {
  /** PostgreSQL; when unset, the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  /** A schema of that server instead of its default (DATABASE_SCHEMA). */
  schema?: string | undefined;
  dataDir: string;
  outboxDir: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The state of the database `db` sees: inside a transaction, at its snapshot. */
export async function databaseState(db: Kysely<Database>): Promise<Omit<BackupState, 'outbox'>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const state: Omit<BackupState, 'outbox'> = { tables: {}, files: {} };
  for (const { name } of tables) {
    const { rows } = await sql<{ rows: number; md5: string | null }>`
      select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as md5
      from ${sql.table(name)} t`.execute(db);
    state.tables[name] = { rows: rows[0]!.rows, md5: rows[0]!.md5 ?? '' };
  }
  if (!state.tables.upload_files) return state; // a database no release has migrated yet
  const { rows: files } = await sql<{ id: string; hash: string }>`
    select id, encode(sha256(bytes), 'hex') as hash from upload_files order by id`.execute(db);
  for (const file of files) state.files[file.id] = file.hash;
  return state;
}

/** The outbox folder's e-mails, by name. A missing folder holds none. */
async function readOutbox(outboxDir: string): Promise<Map<string, Uint8Array>> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const files = new Map<string, Uint8Array>();
  for (const name of names.sort()) {
    const file = path.join(outboxDir, name);
    if ((await stat(file)).isFile()) files.set(name, new Uint8Array(await readFile(file)));
  }
  return files;
}

/**
 * One consistent backup of everything (decision 0069): the database, whose `upload_files` holds
 * every uploaded file, and the outbox, in one tar file named by its instant in `folder`. On
 * PGlite, the database's own dump, taken while the one connection is held, so no write lands
 * halfway; on PostgreSQL, `pg_dump` in custom format from the snapshot the state is measured in.
 */
export async function createBackup(
  source: Instance & { db: Db },
  folder: string,
  now: Date = new Date(),
): Promise<{ file: string; bytes: number; manifest: Manifest }> {
  await mkdir(folder, { recursive: true });
  let database!: Uint8Array;
  let state!: Omit<BackupState, 'outbox'>;
  let outbox!: Map<string, Uint8Array>;
  const pglite = embeddedOf(source.db);
  if (pglite) {
    await source.db.connection().execute(async (connection) => {
      state = await databaseState(connection);
      outbox = await readOutbox(source.outboxDir);
      database = new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    });
  } else {
    if (!source.databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL');
    const url = source.databaseUrl;
    const work = await mkdtemp(path.join(tmpdir(), 'review-center-backup-'));
    try {
      await source.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
          state = await databaseState(trx);
          outbox = await readOutbox(source.outboxDir);
          const dump = path.join(work, 'database.dump');
          await run('pg_dump', [
            '--format=custom',
            `--snapshot=${rows[0]!.id}`,
            ...(source.schema ? ['--schema', source.schema] : []),
            '--file',
            dump,
            '--dbname',
            url,
          ]);
          database = new Uint8Array(await readFile(dump));
        });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  const manifest: Manifest = {
    format: 1,
    createdAt: now.toISOString(),
    database: pglite ? 'pglite' : 'postgres',
    ...state,
    outbox: Object.fromEntries([...outbox].map(([name, bytes]) => [name, sha256(bytes)])),
  };
  const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest, null, 2));
  const archive = await packTar([
    { header: { name: 'manifest.json', size: manifestBytes.byteLength }, body: manifestBytes },
    { header: { name: DATABASE_ENTRY[manifest.database], size: database.byteLength }, body: database },
    ...[...outbox].map(([name, bytes]) => ({
      header: { name: `outbox/${name}`, size: bytes.byteLength },
      body: bytes,
    })),
  ]);
  const file = path.join(folder, backupFileName(now));
  // Personal data: readable by the server's own user only. Written under another name first, so
  // a full disk leaves no half backup under a backup's name (listBackups would count it).
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, archive, { mode: 0o600 });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, bytes: archive.byteLength, manifest };
}

/** A backup's file name, its instant in it: `review-center-2026-11-28T01-44-53-447Z.tar`. */
export const backupFileName = (instant: Date) => `review-center-${instant.toISOString().replace(/[:.]/g, '-')}.tar`;

const DATABASE_ENTRY = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;

/** A restore that would overwrite data, refused unless told to (`--force`). */
export class NotEmpty extends Error {}

/** What differs between a restored instance and its backup's manifest: empty when none. */
function differences(expected: BackupState, actual: BackupState): string[] {
  const found: string[] = [];
  for (const part of ['tables', 'files', 'outbox'] as const) {
    const names = new Set([...Object.keys(expected[part]), ...Object.keys(actual[part])]);
    for (const name of names) {
      if (JSON.stringify(expected[part][name]) !== JSON.stringify(actual[part][name])) found.push(`${part}: ${name}`);
    }
  }
  return found;
}

/**
 * Restores `file` into `target`: an empty embedded folder or database, and an empty outbox; a
 * non-empty one only with `force` (then replaced). Reads the restored state back and returns what
 * differs from the manifest, so a restore is proved, not assumed.
 */
export async function restoreBackup(
  file: string,
  target: Instance,
  { force = false }: { force?: boolean } = {},
): Promise<{ manifest: Manifest; differences: string[] }> {
  const entries = await unpackTar(new Uint8Array(await readFile(file)));
  const entry = (name: string) => entries.find((item) => item.header.name === name)?.data;
  const manifestBytes = entry('manifest.json');
  if (!manifestBytes) throw new Error(`${file} is not a Review Center backup: it has no manifest.json`);
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as Manifest;
  const database = entry(DATABASE_ENTRY[manifest.database]);
  if (!database) throw new Error(`${file} has no ${DATABASE_ENTRY[manifest.database]}`);
  if ((manifest.database === 'postgres') !== Boolean(target.databaseUrl)) {
    throw new Error(
      manifest.database === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into'
        : 'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR',
    );
  }

  // Refuse before touching anything.
  const outboxNames = await readdir(target.outboxDir).catch(() => [] as string[]);
  if (outboxNames.length > 0 && !force) throw new NotEmpty(`The outbox ${target.outboxDir} is not empty`);
  let state: Omit<BackupState, 'outbox'>;
  if (manifest.database === 'pglite') {
    const dbDir = path.join(target.dataDir, 'db');
    if ((await readdir(dbDir).catch(() => [])).length > 0) {
      if (!force) throw new NotEmpty(`The database folder ${dbDir} is not empty`);
      await rm(dbDir, { recursive: true, force: true });
    }
    // Read as it is: no migration, so an older release's backup is compared as it was taken.
    const db = await openDatabase({
      dataDir: dbDir,
      loadDataDir: new Blob([new Uint8Array(database)]),
      migrate: false,
    });
    try {
      state = await databaseState(db);
    } finally {
      await db.destroy();
    }
  } else {
    state = await restorePostgres(database, target, force);
  }
  await rm(target.outboxDir, { recursive: true, force: true });
  await mkdir(target.outboxDir, { recursive: true });
  for (const item of entries) {
    if (!item.header.name.startsWith('outbox/')) continue;
    await writeFile(path.join(target.outboxDir, path.basename(item.header.name)), item.data ?? new Uint8Array());
  }
  const outbox = await readOutbox(target.outboxDir);
  const restored: BackupState = {
    ...state,
    outbox: Object.fromEntries([...outbox].map(([name, bytes]) => [name, sha256(bytes)])),
  };
  return { manifest, differences: differences(manifest, restored) };
}

async function restorePostgres(
  database: Uint8Array,
  target: Instance,
  force: boolean,
): Promise<Omit<BackupState, 'outbox'>> {
  const url = target.databaseUrl!;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.count > 0 && !force) throw new NotEmpty('The database is not empty');
  } finally {
    await client.end();
  }
  const work = await mkdtemp(path.join(tmpdir(), 'review-center-restore-'));
  try {
    const dump = path.join(work, 'database.dump');
    await writeFile(dump, database);
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      ...(force ? ['--clean', '--if-exists'] : []),
      '--dbname',
      url,
      dump,
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const db = await openDatabase({ databaseUrl: url, dataDir: '', schema: target.schema, migrate: false });
  try {
    return await databaseState(db);
  } finally {
    await db.destroy();
  }
}
