import { sql, type Kysely } from 'kysely';

/**
 * Practice and the review queue (decision 0081): the questions the center marks as practice
 * items; one FSRS card per reviewee and question (the fields of `ts-fsrs`'s Card), scheduled by
 * the API; and every practice answer, keyed by the device's id so an answer sent twice counts once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('questions')
    .addColumn('practice_eligible', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('review_cards')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('due', 'timestamptz', (col) => col.notNull())
    .addColumn('stability', 'double precision', (col) => col.notNull())
    .addColumn('difficulty', 'double precision', (col) => col.notNull())
    .addColumn('elapsed_days', 'integer', (col) => col.notNull())
    .addColumn('scheduled_days', 'integer', (col) => col.notNull())
    .addColumn('learning_steps', 'integer', (col) => col.notNull())
    .addColumn('reps', 'integer', (col) => col.notNull())
    .addColumn('lapses', 'integer', (col) => col.notNull())
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('last_review', 'timestamptz')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('review_cards_pkey', ['user_id', 'question_id'])
    .addCheckConstraint('review_cards_source', sql`source in ('exam', 'practice')`)
    .execute();
  await db.schema.createIndex('review_cards_due').on('review_cards').columns(['user_id', 'due']).execute();
  await db.schema
    .createTable('practice_answers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('correct', 'boolean', (col) => col.notNull())
    .addColumn('unsure', 'boolean', (col) => col.notNull())
    .addColumn('answered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('next_due', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('practice_answers_user')
    .on('practice_answers')
    .columns(['user_id', 'answered_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('practice_answers').execute();
  await db.schema.dropTable('review_cards').execute();
  await db.schema.alterTable('questions').dropColumn('practice_eligible').execute();
}
