import { sql, type Kysely } from 'kysely';

/**
 * Accommodations on exam day (decision 0083): one record per exam and per reviewee, branch or
 * offering, holding every kind staff grant (extra minutes, a multiplier of the time limit, a
 * window of their own, a reopened attempt). The deadline rule reads them (`attemptDeadline`);
 * removing one deletes its row, and the audit log keeps both with their reasons.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_accommodations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('template_id', 'text', (col) => col.notNull().references('exam_templates.id').onDelete('cascade'))
    .addColumn('scope', 'text', (col) => col.notNull())
    /** A reviewee's user id, a branch's name or an offering's id. */
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('extra_minutes', 'integer')
    .addColumn('time_multiplier', 'double precision')
    .addColumn('window_from', 'timestamptz')
    .addColumn('window_until', 'timestamptz')
    .addColumn('reopened_until', 'timestamptz')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('granted_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('exam_accommodations_one_record', ['template_id', 'scope', 'subject'])
    .addCheckConstraint('exam_accommodations_scope', sql`scope in ('reviewee', 'branch', 'offering')`)
    .addCheckConstraint('exam_accommodations_window', sql`(window_from is null) = (window_until is null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exam_accommodations').execute();
}
