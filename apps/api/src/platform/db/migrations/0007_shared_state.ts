import { sql, type Kysely } from 'kysely';

/**
 * What several API processes must share lives in the database (decision 0031): rate-limit
 * windows, the bytes of uploaded files, the e-mail outbox, and which process runs each job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A background job's lease: the process named by `holder` runs it until `locked_until`.
  await db.schema
    .createTable('job_locks')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz', (col) => col.notNull())
    .execute();

  // One row per counted key: its window started at `window_start` and lasts `window_ms`.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('window_ms', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_expires').on('rate_limits').column('expires_at').execute();

  // The bytes of an upload; its facts (owner, name, type) stay in `uploads`.
  await db.schema
    .createTable('upload_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // E-mail written in the transaction of the change that causes it, sent by a worker.
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text')
    // pending (waiting or being sent), sent, failed (gave up after the last retry)
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // When a worker may take it next: now for a new message, later after a failure (backoff)
    // or while a worker holds it (a lease, so a process killed mid-send leaves it to another).
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // The worker's queue: only pending rows, by when they are due.
  await sql`create index outbox_messages_due on outbox_messages (next_attempt_at, id) where status = 'pending'`.execute(
    db,
  );
  // The administrator's list, newest first, optionally by status.
  await db.schema
    .createIndex('outbox_messages_status_created')
    .on('outbox_messages')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('outbox_messages_created').on('outbox_messages').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
  await db.schema.dropTable('upload_files').execute();
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('job_locks').execute();
}
