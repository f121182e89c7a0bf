import { sql, type Kysely } from 'kysely';

/**
 * Announcements and courseware written in the staff console (decision 0048): an announcement is a
 * draft or published (those seeded before were published), and shows on the site from its date
 * on; each offering has one courseware page. Both keep when they were last changed.
 *
 * Cannot be undone: an offering's courseware pages beyond its first are deleted, and `down` does
 * not bring them back. Go back by restoring the backup taken before (docs/operations.md#upgrading).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('announcements')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('draft', 'published')`),
    )
    .execute();
  await db.schema
    .alterTable('announcements')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The public list: published ones whose date has come, newest first.
  await db.schema.createIndex('announcements_status_date').on('announcements').columns(['status', 'date']).execute();

  // One page per offering: of duplicates, the first by id is the one the site showed.
  await sql`delete from courseware c using courseware d where c.offering_id = d.offering_id and c.id > d.id`.execute(
    db,
  );
  await db.schema.createIndex('courseware_offering').on('courseware').column('offering_id').unique().execute();
  await db.schema
    .alterTable('courseware')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courseware').dropColumn('updated_at').execute();
  await db.schema.dropIndex('courseware_offering').execute();
  await db.schema.dropIndex('announcements_status_date').execute();
  await db.schema.alterTable('announcements').dropColumn('updated_at').execute();
  await db.schema.alterTable('announcements').dropColumn('status').execute();
}
