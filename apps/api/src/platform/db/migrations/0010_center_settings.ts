import { sql, type Kysely } from 'kysely';

/**
 * The center's own details, edited in the staff console (decision 0046), and lecturers staff
 * edit, order and hide, with photos resized once into two sizes (decision 0047).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row (`id` = 'center'): the settings document as the domain's schema reads it.
  await db.schema
    .createTable('center_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Public images (lecturer photos, partner logos): resized when saved, served by id to anyone.
  await db.schema
    .createTable('public_images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('small', 'bytea', (col) => col.notNull())
    .addColumn('large', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('lecturers')
    .addColumn('hidden', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('lecturers').addColumn('photo_small', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lecturers').dropColumn('photo_small').execute();
  await db.schema.alterTable('lecturers').dropColumn('hidden').execute();
  await db.schema.dropTable('public_images').execute();
  await db.schema.dropTable('center_settings').execute();
}
