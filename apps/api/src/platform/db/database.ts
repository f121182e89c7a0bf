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
  /** Connections to the PostgreSQL server at most (`DATABASE_POOL_MAX`). */
  poolMax?: number | undefined;
  /** Bring it to the latest migration (the default); a backup reads it as it is. */
  migrate?: boolean;
  /**
   * Runs before migrating a database an earlier release made, given the migrations it lacks (not
   * on a new, empty one): the server takes a backup there (docs/operations.md#upgrading).
   */
  beforeMigrating?: ((db: Db, pending: string[]) => Promise<void>) | undefined;
  /** Where a lost PostgreSQL connection is reported (one JSON line); stderr by default. */
  log?: ((line: string) => void) | undefined;
}

/**
 * Each connection is a server process: more than the server has cores only queue in its
 * scheduler instead of in ours. 10 serves an exam of 5,000 reviewees on 2 cores (README).
 */
const DEFAULT_POOL_MAX = 10;

/** PostgreSQL's unique_violation (23505): a write a unique index or constraint refused. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Runs `write`; when a unique index refuses it (two saves of the same slug or code at once, both
 * past the check before them), throws `conflict()` instead, the message that check gives: a 409,
 * not a 500.
 */
export async function refusingDuplicates<T>(write: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/**
 * Marks a statement that runs on every request (session lookup, answer save): written as the
 * first thing in its SQL, `/* statement: name *\/ select ...`.
 */
export const statementName = (name: string) => `/* statement: ${name} */`;
const NAMED = /^\/\* statement: (\w+) \*\//;

/**
 * A node-postgres client that sends the marked statements as named prepared statements: each
 * connection parses and plans them once instead of on every call (planning was most of the
 * database's work per answer saved). Every other statement is sent as before. PGlite ignores
 * the marker (a comment).
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' ? NAMED.exec(text)?.[1] : undefined;
    const call = super.query as (...a: unknown[]) => never;
    if (name && (values === undefined || Array.isArray(values)) && args.length <= 2) {
      return call.call(this, { name, text, values });
    }
    return call.apply(this, args);
  }
}

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and migrates it. */
export async function openDatabase({
  databaseUrl,
  dataDir,
  schema,
  loadDataDir,
  poolMax = DEFAULT_POOL_MAX,
  migrate: toLatest = true,
  beforeMigrating,
  log = (line) => console.error(line),
}: DatabaseOptions): Promise<Db> {
  let db: Db;
  if (databaseUrl) {
    const pool = new pg.Pool({
      Client: PreparingClient,
      connectionString: databaseUrl,
      max: poolMax,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle connection the server ends (a restart, a failover, an administrator) is reported
    // and dropped; the pool opens another when asked. Unheard, the error ended the process.
    pool.on('error', (error) => log(JSON.stringify({ database: 'connection lost', error: String(error) })));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true }); // PGlite does not create parents
    const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
    db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    embedded.set(db, pglite);
  }
  if (toLatest) await migrate(db, schema, beforeMigrating);
  return db;
}

const embedded = new WeakMap<Db, PGlite>();

/** The embedded database under `db`; undefined on a PostgreSQL server. */
export const embeddedOf = (db: Db): PGlite | undefined => embedded.get(db);

/** A dump of an embedded database (to copy it quickly); undefined on a PostgreSQL server. */
export async function dumpEmbedded(db: Db): Promise<Blob | undefined> {
  return embedded.get(db)?.dumpDataDir('none');
}

async function migrate(
  db: Db,
  schema: string | undefined,
  beforeMigrating: DatabaseOptions['beforeMigrating'],
): Promise<void> {
  // In a schema of its own, the migrator's tables live there too: it looks for them by schema,
  // and would otherwise find another schema's (two test files migrating at once).
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  if (beforeMigrating) {
    const known = await migrator.getMigrations();
    const pending = known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
    if (pending.length > 0 && pending.length < known.length) await beforeMigrating(db, pending);
  }
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
