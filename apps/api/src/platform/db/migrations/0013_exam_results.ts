import { sql, type Kysely } from 'kysely';

/**
 * Exam results (decision 0051): an exam's attempts are read by template for its results page
 * (5,000 on an exam day), and a template says whether reviewees see the answers once its window
 * has closed (decision 0043's `showAnswersAfterWindow`). `if not exists`: the exam templates staff
 * write may add the same column first.
 *
 * Cannot be undone past 0012: this `down` drops the column 0012 added, whose own `down` then fails.
 * Go back by restoring the backup taken before (docs/operations.md#upgrading).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table exam_templates add column if not exists show_answers_after_window boolean not null default false`.execute(
    db,
  );
  await sql`create index if not exists user_exams_template on user_exams (template_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists user_exams_template`.execute(db);
  await sql`alter table exam_templates drop column if exists show_answers_after_window`.execute(db);
}
