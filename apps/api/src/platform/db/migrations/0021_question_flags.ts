import { type Kysely, sql } from 'kysely';

/**
 * Flag for review (decision 0077): one row per attempt and question the reviewee has flagged or
 * unflagged, saved like an answer. Unflagging keeps the row (flagged false) so the latest change
 * by flagged_at wins across tabs and devices, whatever order the requests arrive in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_flags')
    .addColumn('user_exam_id', 'text', (col) => col.notNull().references('user_exams.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('flagged', 'boolean', (col) => col.notNull())
    .addColumn('flagged_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('question_flags_pkey', ['user_exam_id', 'question_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('question_flags').execute();
}
