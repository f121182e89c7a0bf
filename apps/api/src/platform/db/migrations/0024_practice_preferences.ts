import { sql, type Kysely } from 'kysely';

/**
 * A reviewee's practice preferences (decision 0081): the daily goal, in answers a
 * day (null: turned off), and whether the streak is shown. A reviewee without a row has the
 * domain's defaults, so no row is written until they save, and none is backfilled here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('practice_preferences')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('daily_goal', 'integer')
    .addColumn('streak', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The goals offered live in the domain and may change; the table only refuses nonsense.
    .addCheckConstraint('practice_preferences_daily_goal', sql`daily_goal > 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('practice_preferences').execute();
}
