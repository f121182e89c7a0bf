import { sql, type Kysely } from 'kysely';

/**
 * Receipts of approved payments (decision 0074): a number per series that is never
 * used twice, one valid receipt per payment at a time, a voided one kept with its reason; and
 * the files an e-mail of the outbox carries (the receipt's PDF).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The last number given in each series ('AR', or 'INV:' and the authority to print). The row
  // is updated in the approval's transaction: a second approval waits for it, and a rollback
  // gives the number back, so the numbers run without gaps.
  await db.schema
    .createTable('receipt_counters')
    .addColumn('series', 'text', (col) => col.primaryKey())
    .addColumn('last', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('receipts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_id', 'text', (col) => col.notNull().references('payments.id'))
    .addColumn('series', 'text', (col) => col.notNull())
    .addColumn('number', 'integer', (col) => col.notNull())
    // What the PDF shows, as it was when the receipt was issued (a later change of the center's
    // settings or the reviewee's name does not rewrite a receipt that was given).
    .addColumn('document', 'jsonb', (col) => col.notNull())
    // The download link's secret: the link is given only to the payer and the staff.
    .addColumn('access_key', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('issued_by', 'text')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('voided_by', 'text')
    .addColumn('void_reason', 'text')
    .addColumn('replaces', 'text', (col) => col.references('receipts.id'))
    .execute();
  // A number is never used twice in its series.
  await sql`create unique index receipts_number on receipts (series, number)`.execute(db);
  // A payment has at most one receipt that is not voided, even when two approvals race.
  await sql`create unique index receipts_valid_payment on receipts (payment_id) where voided_at is null`.execute(db);
  await db.schema.createIndex('receipts_payment').on('receipts').columns(['payment_id', 'issued_at']).execute();

  // Files an e-mail carries: [{ filename, contentType, content (base64) }], or null.
  await db.schema.alterTable('outbox_messages').addColumn('attachments', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('attachments').execute();
  await db.schema.dropTable('receipts').execute();
  await db.schema.dropTable('receipt_counters').execute();
}
