import { sql, type Kysely } from 'kysely';

/**
 * The reminders sent (decision 0078): one row per enrollment, kind and due date, inserted in the
 * transaction that queues the e-mail. The primary key is what makes a reminder go out once
 * however many processes run the job: a second insert of the same row does nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminders')
    .addColumn('enrollment_id', 'text', (col) => col.notNull().references('enrollments.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('reminders_pkey', ['enrollment_id', 'kind', 'due_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminders').execute();
}
