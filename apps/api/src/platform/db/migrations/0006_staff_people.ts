import { sql, type Kysely } from 'kysely';

/**
 * Accounts that may be disabled, and tickets staff answer (decision 0029): `users.disabled_at`
 * (null while the account may sign in), a ticket's status (new, answered, closed) and its replies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'timestamptz').execute();
  // The registrar's reviewee list and the administrator's staff list, newest first by role.
  await db.schema.createIndex('users_role_created').on('users').columns(['role', 'created_at', 'id']).execute();
  await db.schema
    .alterTable('support_tickets')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('support_tickets')
    .addColumn('replies', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  // The inbox: newest first, optionally one status.
  await db.schema
    .createIndex('support_tickets_status_created')
    .on('support_tickets')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('support_tickets_created').on('support_tickets').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('support_tickets_created').execute();
  await db.schema.dropIndex('support_tickets_status_created').execute();
  await db.schema.alterTable('support_tickets').dropColumn('replies').execute();
  await db.schema.alterTable('support_tickets').dropColumn('status').execute();
  await db.schema.dropIndex('users_role_created').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}
