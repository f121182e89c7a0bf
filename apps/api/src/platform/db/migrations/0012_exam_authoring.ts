import { sql, type Kysely } from 'kysely';

/**
 * The question bank and the exam templates staff write (decisions 0043, 0049, 0050): a question
 * gets its exam category, a difficulty tag, when it was retired and, once an edit of an answered
 * question made a new version, the version that replaced it; a template gets its shuffling, its
 * time limit, whether the key is shown after the window, who may take it (null: everyone signed
 * in) and, for questions drawn at random, the draws it was built from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('questions')
    .addColumn('category_id', 'text', (col) => col.references('categories.id').onDelete('set null'))
    .addColumn('difficulty', 'text')
    .addColumn('retired_at', 'timestamptz')
    .addColumn('replaced_by', 'text', (col) => col.references('questions.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Questions already in a template take its category, so the bank's filter finds them.
  await sql`update questions q set category_id = t.category_id
    from exam_templates t where q.id = any(t.question_ids) and q.category_id is null`.execute(db);
  await db.schema.createIndex('questions_bank').on('questions').columns(['category_id', 'created_at']).execute();

  await db.schema
    .alterTable('exam_templates')
    .addColumn('shuffle_questions', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('shuffle_options', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('has_time_limit', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('show_answers_after_window', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('audience_offerings', sql`text[]`)
    .addColumn('draws', 'jsonb')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exam_templates').dropColumn('draws').execute();
  for (const column of [
    'audience_offerings',
    'show_answers_after_window',
    'has_time_limit',
    'shuffle_options',
    'shuffle_questions',
  ]) {
    await db.schema.alterTable('exam_templates').dropColumn(column).execute();
  }
  await db.schema.dropIndex('questions_bank').execute();
  for (const column of ['updated_at', 'created_at', 'replaced_by', 'retired_at', 'difficulty', 'category_id']) {
    await db.schema.alterTable('questions').dropColumn(column).execute();
  }
}
