import { sql, type Kysely } from 'kysely';

/**
 * Discussions per offering, posts staff hide, and when an enrollment became Active (decision
 * 0038): a thread belongs to an offering and keeps its latest activity (its own post or its
 * newest reply) for the list's order; a hidden post keeps who hid it and when; access is valid
 * six months from activation (product §1 terms of use), so activation is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Null on threads started before threads had an offering: no offering lists them.
  await db.schema
    .alterTable('discussions')
    .addColumn('offering_id', 'text', (col) => col.references('offerings.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('discussions')
    .addColumn('last_activity_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update discussions set last_activity_at = coalesce(
    (select max(created_at) from opinions where opinions.discussion_id = discussions.id), created_at)`.execute(db);
  for (const table of ['discussions', 'opinions']) {
    await db.schema.alterTable(table).addColumn('hidden_at', 'timestamptz').execute();
    await db.schema
      .alterTable(table)
      .addColumn('hidden_by', 'text', (col) => col.references('users.id').onDelete('set null'))
      .execute();
  }
  // An offering's threads, newest activity first; a thread's replies in order.
  await db.schema
    .createIndex('discussions_offering_activity')
    .on('discussions')
    .columns(['offering_id', 'last_activity_at', 'id'])
    .execute();
  await db.schema.createIndex('discussions_activity').on('discussions').columns(['last_activity_at', 'id']).execute();
  await db.schema
    .createIndex('opinions_discussion_created')
    .on('opinions')
    .columns(['discussion_id', 'created_at', 'id'])
    .execute();

  await db.schema.alterTable('enrollments').addColumn('activated_at', 'timestamptz').execute();
  // Enrollments already Active: the first approval the audit log kept, else when they were made.
  await sql`update enrollments set activated_at = coalesce(
    (select min(created_at) from audit_log
      where entity_type = 'enrollment' and entity_id = enrollments.id and action = 'enrollment.approve'),
    created_at) where status = 'Active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enrollments').dropColumn('activated_at').execute();
  await db.schema.dropIndex('opinions_discussion_created').execute();
  await db.schema.dropIndex('discussions_activity').execute();
  await db.schema.dropIndex('discussions_offering_activity').execute();
  for (const table of ['opinions', 'discussions']) {
    await db.schema.alterTable(table).dropColumn('hidden_by').execute();
    await db.schema.alterTable(table).dropColumn('hidden_at').execute();
  }
  await db.schema.alterTable('discussions').dropColumn('last_activity_at').execute();
  await db.schema.alterTable('discussions').dropColumn('offering_id').execute();
}
