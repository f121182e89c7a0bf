import { sql, type Kysely } from 'kysely';

/**
 * The staff console's queue and enrollments table (decision 0028): what the cashier and the
 * registrar sort, filter and search by is a column with an index, so a first page reads the
 * same few index entries whether 10 or 100,000 rows match.
 *
 * - uploads.sha256: the bytes' digest, computed on upload, to find the same image sent twice.
 * - enrollments.amount_paid: what approvals and installments marked paid have covered, kept by
 *   the calls that change it (backfilled here from the installments and the status).
 * - enrollments.next_due_date: the first unpaid installment's due date, computed by PostgreSQL
 *   from the installments on every write (a generated column), so it can never drift.
 * - enrollments.cancellation_reason: why staff cancelled it (the Cancelled status).
 * - Search is by prefix, case-insensitive: `lower(column) LIKE 'term%'` served by
 *   text_pattern_ops indexes on the reference, the receipt id, the e-mail and the names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('sha256', 'text').execute();
  await db.schema
    .alterTable('enrollments')
    .addColumn('amount_paid', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('cancellation_reason', 'text')
    .execute();
  await sql`alter table enrollments add column next_due_date text generated always as
    (jsonb_path_query_first(installments, '$[*] ? (@.paid == false).dueDate') #>> '{}') stored`.execute(db);
  await sql`update enrollments set amount_paid = case
      when payment_type = 'Full' then case when status = 'Active' then price else 0 end
      else coalesce((select sum((i ->> 'amount')::double precision) from jsonb_array_elements(installments) i
        where (i ->> 'paid')::boolean), 0)
    end`.execute(db);

  const index = (name: string, table: string, columns: string, where?: string) =>
    sql.raw(`create index ${name} on ${table} (${columns})${where ? ` where ${where}` : ''}`).execute(db);
  const inReview = `status = 'Payment Review'`;
  // The payment queue: oldest first, by offering, by payment option, by payment date.
  await index('enrollments_review_created', 'enrollments', 'created_at, id', inReview);
  await index('enrollments_review_offering', 'enrollments', 'offering_id, created_at, id', inReview);
  await index('enrollments_review_option', 'enrollments', 'payment_option, created_at, id', inReview);
  await index('enrollments_review_date', 'enrollments', 'payment_date', inReview);
  // The enrollments table: each sort, and the filters that narrow it most.
  await index('enrollments_created', 'enrollments', 'created_at, id');
  await index('enrollments_offering', 'enrollments', 'offering_id, created_at, id');
  await index('enrollments_amount_paid', 'enrollments', 'amount_paid, id');
  await index('enrollments_next_due', 'enrollments', 'next_due_date, id');
  await index('enrollments_branch', 'enrollments', 'branch, created_at, id');
  // Search by prefix, whatever the case.
  await index('enrollments_reference_search', 'enrollments', 'lower(reference) text_pattern_ops');
  await index('enrollments_receipt_search', 'enrollments', 'lower(receipt_id) text_pattern_ops');
  await index('users_email_search', 'users', 'lower(email) text_pattern_ops');
  await index(
    'users_name_search',
    'users',
    `lower((profile ->> 'firstName') || ' ' || (profile ->> 'lastName')) text_pattern_ops`,
  );
  await index('users_last_name_search', 'users', `lower(profile ->> 'lastName') text_pattern_ops`);
  await index('users_course', 'users', `(profile ->> 'course')`);
  // Duplicate warnings: the same receipt id, the same image bytes on another payment.
  await index('payments_receipt', 'payments', 'lower(receipt_id)');
  await sql`create index payments_attachments on payments using gin (attachments)`.execute(db);
  await index('payments_enrollment', 'payments', 'enrollment_id, created_at');
  await index('uploads_sha256', 'uploads', 'sha256', 'sha256 is not null');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'enrollments_review_created',
    'enrollments_review_offering',
    'enrollments_review_option',
    'enrollments_review_date',
    'enrollments_created',
    'enrollments_offering',
    'enrollments_amount_paid',
    'enrollments_next_due',
    'enrollments_branch',
    'enrollments_reference_search',
    'enrollments_receipt_search',
    'users_email_search',
    'users_name_search',
    'users_last_name_search',
    'users_course',
    'payments_receipt',
    'payments_attachments',
    'payments_enrollment',
    'uploads_sha256',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema
    .alterTable('enrollments')
    .dropColumn('next_due_date')
    .dropColumn('amount_paid')
    .dropColumn('cancellation_reason')
    .execute();
  await db.schema.alterTable('uploads').dropColumn('sha256').execute();
}
