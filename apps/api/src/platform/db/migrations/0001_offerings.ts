import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offerings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    // Pesos with centavos; numeric keeps money exact, parsed back to number by the driver setup.
    .addColumn('price', 'double precision', (col) => col.notNull())
    .addColumn('cash_discount_by_percent', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('downpayment', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('installment_terms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('installment_frequency', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('payment_type', sql`text[]`, (col) => col.notNull())
    .addColumn('multiple_schedule', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('units', 'text')
    .addColumn('terms', 'text')
    .addColumn('start_date', 'timestamptz')
    .addColumn('end_date', 'timestamptz')
    .addColumn('enrollment_start_date', 'timestamptz')
    .addColumn('enrollment_end_date', 'timestamptz')
    .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offerings').execute();
}
