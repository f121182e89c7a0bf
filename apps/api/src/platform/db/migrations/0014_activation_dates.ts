import { sql, type Kysely } from 'kysely';

/**
 * Staff "mark installment paid" made enrollments Active without `activated_at` until decision
 * 0067, so their six months of access counted from creation: each gets the first time the audit
 * log kept it made Active, by approval or by an installment marked paid. Those with no such entry
 * keep counting from creation, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update enrollments set activated_at = (
    select min(created_at) from audit_log
      where entity_type = 'enrollment' and entity_id = enrollments.id
        and action in ('enrollment.approve', 'enrollment.markInstallmentPaid'))
    where status = 'Active' and activated_at is null and exists (
      select 1 from audit_log
        where entity_type = 'enrollment' and entity_id = enrollments.id
          and action in ('enrollment.approve', 'enrollment.markInstallmentPaid'))`.execute(db);
}

/** Cannot be undone, and need not be: the dates are what the audit log says happened. */
export async function down(): Promise<void> {}
