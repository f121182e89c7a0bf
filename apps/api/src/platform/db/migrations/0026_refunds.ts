import { sql, type Kysely } from 'kysely';

/**
 * Refunds recorded when staff cancel an enrollment that received money (decision 0084): kept for
 * good, so the enrollment they belong to can no longer be deleted (the foreign key restricts it).
 * `enrollments.amount_refunded` is their sum, kept in the same transaction, so the enrollments
 * table, its CSV and the dashboard net them without a join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('enrollment_id', 'text', (col) => col.notNull().references('enrollments.id'))
    .addColumn('amount', 'double precision', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    // The day the money went back, YYYY-MM-DD, as staff gave it.
    .addColumn('refund_date', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'text', (col) => col.notNull())
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refunds_enrollment').on('refunds').columns(['enrollment_id', 'recorded_at']).execute();
  await db.schema
    .alterTable('enrollments')
    .addColumn('amount_refunded', 'double precision', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enrollments').dropColumn('amount_refunded').execute();
  await db.schema.dropTable('refunds').execute();
}
