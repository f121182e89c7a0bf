import { sql, type Kysely } from 'kysely';

/**
 * One registered device per account (decision 0068): every device an account has signed in from
 * under the rule, the registered one being the row not yet released. Only the SHA-256 of the
 * device identifier is stored, as for session tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', (col) => col.notNull())
    .addColumn('browser', 'text', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('released_at', 'timestamptz')
    // 'moved' (its owner moved to another device) or 'reset' (staff).
    .addColumn('release_reason', 'text')
    .execute();
  // At most one registered device per account, even when two first sign-ins race.
  await sql`create unique index devices_registered on devices (user_id) where released_at is null`.execute(db);
  await db.schema.createIndex('devices_user').on('devices').columns(['user_id', 'first_seen_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('devices').execute();
}
