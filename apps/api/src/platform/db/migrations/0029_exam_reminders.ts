import { sql, type Kysely } from 'kysely';

/**
 * Exam reminders (decision 0091). `exam_reminders` holds one row per exam, reviewee and opening,
 * inserted in the transaction that queues the e-mail: its primary key makes a reminder go out
 * once however many processes run the job, and a moved opening is a new reminder.
 * `exam_reminder_subscriptions` holds each reminded reviewee's unsubscribe key (the link in the
 * e-mail, which works without signing in) and when they stopped the reminders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_reminders')
    .addColumn('template_id', 'text', (col) => col.notNull().references('exam_templates.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('opens_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('exam_reminders_pkey', ['template_id', 'user_id', 'opens_at'])
    .execute();
  await db.schema
    .createTable('exam_reminder_subscriptions')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('unsubscribe_key', 'text', (col) => col.notNull().unique())
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exam_reminder_subscriptions').execute();
  await db.schema.dropTable('exam_reminders').execute();
}
