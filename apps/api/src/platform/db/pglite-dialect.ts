import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely on embedded PGlite. PGlite is one connection, so a small queue hands it to one
 * transaction at a time; everything else (SQL, adapter) is Kysely's own PostgreSQL dialect.
 */
class PGliteConnection implements DatabaseConnection {
  readonly #db: PGlite;
  constructor(db: PGlite) {
    this.#db = db;
  }
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#db.query<R>(compiled.sql, compiled.parameters as unknown[]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not stream');
  }
}

class PGliteDriver implements Driver {
  readonly #db: PGlite;
  #queue: Promise<void> = Promise.resolve();
  constructor(db: PGlite) {
    this.#db = db;
  }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise((resolve) => (release = resolve));
    await previous;
    const connection = new PGliteConnection(this.#db);
    releases.set(connection, release);
    return connection;
  }
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(connection: DatabaseConnection) {
    releases.get(connection)?.();
    releases.delete(connection);
  }
  async destroy() {
    await this.#db.close();
  }
}

const releases = new WeakMap<DatabaseConnection, () => void>();

export class PGliteDialect implements Dialect {
  readonly #db: PGlite;
  constructor(db: PGlite) {
    this.#db = db;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.#db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
