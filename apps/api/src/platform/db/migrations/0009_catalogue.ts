import { sql, type Kysely } from 'kysely';

/**
 * The catalogue kept in the staff console (decision 0045): an offering's BEED price and the
 * branches and schedules it offers become its own fields; coupons get a validity window, a use
 * limit and their time of creation; the administrator's list of branches and schedules.
 *
 * Cannot be undone: `down` does not give back the cash discount and downpayment it overwrote on
 * five offerings. Go back by restoring the backup taken before (docs/operations.md#upgrading).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offerings').addColumn('beed_price', 'double precision').execute();
  await db.schema
    .alterTable('offerings')
    .addColumn('branches', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema
    .alterTable('offerings')
    .addColumn('schedules', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute();
  // The product §9 overrides were keyed to these ids in code until now: a database seeded before
  // keeps charging what it charged, now from the offering's own fields.
  const overrides: [id: string, beed: number, downpayment: number | null][] = [
    ['override-offering-1', 5_500, null],
    ['override-offering-2', 7_500, null],
    ['hybrid-online-march-2024', 9_000, 3_500],
    ['hyflex-face-to-face-2024', 8_000, 3_000],
    ['override-offering-3', 6_000, null],
  ];
  for (const [id, beed, downpayment] of overrides) {
    await sql`update offerings set beed_price = ${beed}, cash_discount_by_percent = 0,
      downpayment = coalesce(${downpayment}::double precision, downpayment) where id = ${id}`.execute(db);
  }

  await db.schema.alterTable('coupons').addColumn('valid_from', 'timestamptz').execute();
  await db.schema.alterTable('coupons').addColumn('valid_until', 'timestamptz').execute();
  await db.schema.alterTable('coupons').addColumn('max_uses', 'integer').execute();
  await db.schema
    .alterTable('coupons')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // A coupon's uses are counted from its offering's enrollments by code.
  await db.schema
    .createIndex('enrollments_offering_coupon')
    .on('enrollments')
    .columns(['offering_id', 'coupon'])
    .execute();

  await db.schema
    .createTable('catalogue_options')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('catalogue_options_kind_name', ['kind', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_options').execute();
  await db.schema.dropIndex('enrollments_offering_coupon').execute();
  for (const column of ['valid_from', 'valid_until', 'max_uses', 'created_at'])
    await db.schema.alterTable('coupons').dropColumn(column).execute();
  for (const column of ['beed_price', 'branches', 'schedules'])
    await db.schema.alterTable('offerings').dropColumn(column).execute();
}
