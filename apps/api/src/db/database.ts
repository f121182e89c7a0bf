import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A PostgreSQL server; when unset, embedded PGlite stores its files in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir: string;
  /** PostgreSQL schema to work in (tests use one each, so they never see each other's rows). */
  schema?: string;
  /** Start the embedded database from this dump (tests copy one migrated, seeded template). */
  loadDataDir?: Blob | undefined;
}

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and migrates it. */
export async function openDatabase({ databaseUrl, dataDir, schema, loadDataDir }: DatabaseOptions): Promise<Db> {
  let db: Db;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true }); // PGlite does not create parents
    const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
    db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    embedded.set(db, pglite);
  }
  await migrate(db);
  return db;
}

const embedded = new WeakMap<Db, PGlite>();

/** A dump of an embedded database (to copy it quickly); undefined on a PostgreSQL server. */
export async function dumpEmbedded(db: Db): Promise<Blob | undefined> {
  return embedded.get(db)?.dumpDataDir('none');
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
