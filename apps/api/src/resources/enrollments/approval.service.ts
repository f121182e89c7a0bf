import { ENROLLMENT_STATUS, nextDueInstallment } from '@review-center/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Installment, PaymentsTable } from '../../platform/db/schema.ts';
import { firstActivation } from './activation.ts';
import { findEnrollment, reloadEnrollment } from './enrollments.service.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { paymentRejectedEmail, paymentVerifiedEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { findUser } from '../users/users.service.ts';
import { issueReceipt } from '../receipts/receipts.service.ts';

type PaymentRow = Selectable<PaymentsTable>;

/**
 * The administrator's side, the least that closes the loop (docs/architecture.md#administrators):
 * approve, reject with a reason. The queue itself is staff.service.ts (decision 0028).
 */
async function pendingReview(db: Db, id: string) {
  const row = await findEnrollment(db, id);
  if (!row) throw new NotFound('Enrollment not found');
  if (row.status !== ENROLLMENT_STATUS.paymentReview) {
    throw new Conflict(`This enrollment is ${row.status}, not Payment Review`);
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

/** The next unpaid installment's amount (0 when none): a payment kept before amount_due was. */
const nextUnpaid = (installments: Installment[]) => nextDueInstallment(installments)?.amount ?? 0;

/**
 * What approving `payment` marks paid: what was due when it was submitted, never more, whatever
 * amount the proof declares (decision 0022). The statement import matches a transfer against it.
 */
export const amountCovered = (payment: Pick<PaymentRow, 'amount_due' | 'price'>, installments: Installment[]) =>
  payment.amount_due ?? Math.min(payment.price, nextUnpaid(installments));

const paidCount = (installments: Installment[]) => installments.filter((i) => i.paid).length;

/** Marks installments paid, oldest first, as far as the amount covers each whole one. */
function markPaid(installments: Installment[], amount: number): Installment[] {
  let left = amount;
  return installments.map((installment) => {
    if (installment.paid || left + 0.004 < installment.amount) return installment;
    left -= installment.amount;
    return { ...installment, paid: true };
  });
}

/**
 * Payment Review → Active; the user is told, with the payment's receipt attached (decision 0074).
 * The payment pays what was due when it was submitted (amountCovered). The payment is decided
 * first in the transaction, and only while it is still in Payment Review: a second approval of it
 * waits for the first, then is refused, so it is never counted twice and never gets a second
 * receipt.
 */
export async function approve(deps: Deps, actor: AuthUser, id: string) {
  await deps.db.transaction().execute((trx) => approveWithin(deps, trx, actor, id));
  return reloadEnrollment(deps.db, id, { offering: 'summary' });
}

/**
 * The approval of `approve`, inside the caller's transaction: the statement import's
 * confirmation approves each matched payment this way (decision 0088), naming the payment its row
 * matched (refused when another is the one waiting) and the import, which the audit entry keeps.
 */
export async function approveWithin(
  deps: Deps,
  trx: Db,
  actor: AuthUser,
  id: string,
  from?: { payment: string; statementImport: string },
) {
  const { row, payment } = await pendingReview(trx, id);
  if (from && payment?.id !== from.payment) {
    throw new Conflict('The payment waiting for this enrollment is not the one the statement matched');
  }
  const covered = payment ? amountCovered(payment, row.installments) : 0;
  const installments = markPaid(row.installments, covered);
  const decided = payment
    ? await trx
        .updateTable('payments')
        .set({ status: 'Approved' })
        .where('id', '=', payment.id)
        .where('status', '=', 'Payment Review')
        .executeTakeFirst()
    : undefined;
  const updated = await trx
    .updateTable('enrollments')
    .set({
      status: ENROLLMENT_STATUS.active,
      installments: JSON.stringify(installments),
      rejection_reason: null,
      activated_at: firstActivation(deps.now()),
      amount_paid: row.amount_paid + covered,
    })
    .where('id', '=', id)
    .where('status', '=', ENROLLMENT_STATUS.paymentReview)
    .executeTakeFirst();
  if ((decided && decided.numUpdatedRows === 0n) || updated.numUpdatedRows === 0n) {
    throw new Conflict('This payment was already decided');
  }
  // Late in the transaction: the series' counter row is held from here to the commit.
  const receipt =
    payment && covered > 0
      ? await issueReceipt(deps, trx, { paymentId: payment.id, amount: covered, actor })
      : undefined;
  await recordAudit(trx, actor, 'enrollment.approve', id, {
    before: { status: row.status, paidInstallments: paidCount(row.installments), payment: payment?.id ?? null },
    after: {
      status: ENROLLMENT_STATUS.active,
      paidInstallments: paidCount(installments),
      paymentStatus: 'Approved',
      receipt: receipt?.number ?? null,
      ...(from ? { statementImport: from.statementImport } : {}),
    },
  });
  const user = await findUser(trx, row.user_id);
  const offering = await trx
    .selectFrom('offerings')
    .select('title')
    .where('id', '=', row.offering_id)
    .executeTakeFirst();
  if (user)
    await queueMail(
      trx,
      await paymentVerifiedEmail({ ...deps, db: trx }, user.email, row.reference, offering?.title ?? '', receipt),
    );
}

/**
 * Payment Review → back where it was (Processing, or Active when installments were already
 * paid), so the reviewee can submit a new proof; the reason is stored and e-mailed.
 */
export async function reject(deps: Deps, actor: AuthUser, id: string, reason: string) {
  const { row, payment } = await pendingReview(deps.db, id);
  const status = row.installments.some((i) => i.paid) ? ENROLLMENT_STATUS.active : ENROLLMENT_STATUS.processing;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('enrollments')
      .set({
        status,
        rejection_reason: reason,
        ...(status === ENROLLMENT_STATUS.active ? { activated_at: firstActivation(deps.now()) } : {}),
      })
      .where('id', '=', id)
      .execute();
    if (payment) await trx.updateTable('payments').set({ status: 'Rejected' }).where('id', '=', payment.id).execute();
    await recordAudit(trx, actor, 'enrollment.reject', id, {
      before: { status: row.status, rejectionReason: row.rejection_reason, payment: payment?.id ?? null },
      after: { status, rejectionReason: reason, paymentStatus: 'Rejected' },
    });
    const user = await findUser(trx, row.user_id);
    const link = `${deps.config.publicUrl.replace(/\/$/, '')}/enrollments/${row.id}/payments`;
    if (user)
      await queueMail(trx, await paymentRejectedEmail({ ...deps, db: trx }, user.email, row.reference, reason, link));
  });
  return reloadEnrollment(deps.db, id, { offering: 'summary' });
}
