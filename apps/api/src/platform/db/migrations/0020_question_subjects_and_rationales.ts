import { type Kysely, sql } from 'kysely';

/**
 * A rationale per question, and the LET subjects and competencies questions are tagged with
 * (decision 0076): the editable subject lists (by part and, in the specialization part, by
 * specialization; the seed writes the lists a center starts with), and on each question its
 * rationale, its subject and its competency code. Existing questions have none of the three.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subjects')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('part', 'text', (col) => col.notNull())
    .addColumn('specialization', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Titles are unique within a part, without regard to case.
  await sql`create unique index subjects_title on subjects (part, lower(title))`.execute(db);
  await db.schema
    .alterTable('questions')
    .addColumn('rationale', 'text')
    .addColumn('subject_id', 'text', (col) => col.references('subjects.id').onDelete('set null'))
    .addColumn('competency', 'text')
    .execute();
  await db.schema.createIndex('questions_subject').on('questions').columns(['subject_id', 'competency']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('questions_subject').execute();
  for (const column of ['competency', 'subject_id', 'rationale']) {
    await db.schema.alterTable('questions').dropColumn(column).execute();
  }
  await db.schema.dropTable('subjects').execute();
}
