import type { Kysely } from 'kysely';

/**
 * Package offerings (product §2 "Package enrollment", decision 0072): staff mark an offering as a
 * package, enrolled at /enroll, and may mark a package as the hybrid season, whose /enroll shows
 * only the notice. Every offering is neither until staff say so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('offerings')
    .addColumn('is_package', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('offerings')
    .addColumn('hybrid_season', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offerings').dropColumn('hybrid_season').execute();
  await db.schema.alterTable('offerings').dropColumn('is_package').execute();
}
