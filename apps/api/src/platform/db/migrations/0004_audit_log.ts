import { sql, type Kysely } from 'kysely';

/**
 * The audit log of staff actions (decision 0027): append-only, no call updates or deletes it.
 * The actor's e-mail is kept as it was, so the entry reads the same after the account changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('actor_id', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // A record's history, and the administrator's list newest first.
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity_type', 'entity_id', 'created_at'])
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
