import { sql, type Kysely } from 'kysely';

/**
 * Whether the server's closing job submitted the attempt (decisions 0051, 0083): recorded when it
 * does, so "Closed by the server" no longer guesses from the window's end, which a time limit or
 * an accommodation ends sooner or later. Attempts completed before this migration keep the old
 * reading: completed after the window and its 2-minute grace for late submissions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_exams')
    .addColumn('closed_by_server', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`update user_exams ue set closed_by_server = true
    from exam_templates t
    where t.id = ue.template_id and ue.completed
      and ue.completed_at > t.available_until + interval '2 minutes'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_exams').dropColumn('closed_by_server').execute();
}
