import { ENROLLMENT_STATUS, type EnrollmentReview } from '@review-center/domain';
import type { Db } from '../db/database.ts';
import type { Installment } from '../db/schema.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError } from '../http/route.ts';
import { paymentRejectedEmail, paymentVerifiedEmail } from '../mail/messages.ts';
import { findEnrollment, toEnrollment, toPayment } from '../enrollments/enrollments.service.ts';
import { findUser, toUser } from '../users/users.service.ts';

/**
 * The administrator's side, the least that closes the loop (DESIGN.md "Administrators"):
 * enrollments waiting in Payment Review with their proofs, approve, reject with a reason.
 */
export async function listReview(db: Db) {
  const rows = await db
    .selectFrom('enrollments')
    .selectAll()
    .where('status', '=', ENROLLMENT_STATUS.paymentReview)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .execute();
  const docs: EnrollmentReview[] = [];
  for (const row of rows) {
    const enrollment = await toEnrollment(db, row, { offering: 'summary' });
    const user = await findUser(db, row.user_id);
    const payments = await db
      .selectFrom('payments')
      .selectAll()
      .where('enrollment_id', '=', row.id)
      .orderBy('created_at', 'desc')
      .execute();
    docs.push({
      ...enrollment,
      user: toUser(user!),
      offering: enrollment.offering as EnrollmentReview['offering'],
      payments: await Promise.all(payments.map((p) => toPayment(db, p))),
    });
  }
  return { docs, totalDocs: docs.length };
}

async function pendingReview(db: Db, id: string) {
  const row = await findEnrollment(db, id);
  if (!row) throw new HttpError(404, 'Enrollment not found');
  if (row.status !== ENROLLMENT_STATUS.paymentReview) {
    throw new HttpError(409, `This enrollment is ${row.status}, not Payment Review`);
  }
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('enrollment_id', '=', id)
    .where('status', '=', 'Payment Review')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return { row, payment };
}

/** Marks installments paid, oldest first, as far as the amount covers each whole one. */
export function markPaid(installments: Installment[], amount: number): Installment[] {
  let left = amount;
  return installments.map((installment) => {
    if (installment.paid || left + 0.004 < installment.amount) return installment;
    left -= installment.amount;
    return { ...installment, paid: true };
  });
}

/** Payment Review → Active; the proof's amount pays installments; the user is told. */
export async function approve(deps: Deps, id: string) {
  const { row, payment } = await pendingReview(deps.db, id);
  const installments = markPaid(row.installments, payment?.price ?? 0);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('enrollments')
      .set({ status: ENROLLMENT_STATUS.active, installments: JSON.stringify(installments), rejection_reason: null })
      .where('id', '=', id)
      .execute();
    if (payment) await trx.updateTable('payments').set({ status: 'Approved' }).where('id', '=', payment.id).execute();
  });
  const user = await findUser(deps.db, row.user_id);
  const offering = await deps.db
    .selectFrom('offerings')
    .select('title')
    .where('id', '=', row.offering_id)
    .executeTakeFirst();
  if (user) await deps.mailer.send(paymentVerifiedEmail(user.email, row.reference, offering?.title ?? ''));
  return toEnrollment(deps.db, (await findEnrollment(deps.db, id))!, { offering: 'summary' });
}

/**
 * Payment Review → back where it was (Processing, or Active when installments were already
 * paid), so the reviewee can submit a new proof; the reason is stored and e-mailed.
 */
export async function reject(deps: Deps, id: string, reason: string) {
  const { row, payment } = await pendingReview(deps.db, id);
  const status = row.installments.some((i) => i.paid) ? ENROLLMENT_STATUS.active : ENROLLMENT_STATUS.processing;
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('enrollments').set({ status, rejection_reason: reason }).where('id', '=', id).execute();
    if (payment) await trx.updateTable('payments').set({ status: 'Rejected' }).where('id', '=', payment.id).execute();
  });
  const user = await findUser(deps.db, row.user_id);
  const link = `${deps.config.publicUrl.replace(/\/$/, '')}/enrollments/${row.id}/payments`;
  if (user) await deps.mailer.send(paymentRejectedEmail(user.email, row.reference, reason, link));
  return toEnrollment(deps.db, (await findEnrollment(deps.db, id))!, { offering: 'summary' });
}
