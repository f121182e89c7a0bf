import { type Kysely, sql } from 'kysely';

/**
 * The editor orders the offerings: /offerings and the home page list the published
 * ones by `position`. Existing offerings keep the order they had, oldest first (created_at, then
 * id); a new offering is placed last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('offerings')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`
    update offerings set position = ordered.place
    from (select id, (row_number() over (order by created_at, id))::int - 1 as place from offerings) as ordered
    where offerings.id = ordered.id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offerings').dropColumn('position').execute();
}
