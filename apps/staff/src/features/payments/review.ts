import type { ReviewWarning } from '@review-center/api-client/contract';
import {
  addDays,
  amountDueNow,
  calendarDateOf,
  ENROLLMENT_STATUS,
  type EnrollmentReview,
  type Payment,
  type UploadResult,
} from '@review-center/domain';

/** What the reviewee declared with the proof under review, and the files they sent. */
export interface Declared {
  option: string | null;
  amount: number | null;
  receiptId: string | null;
  paymentDate: string | null;
  files: readonly UploadResult[];
  /** What was due when the proof came, as the server computed it; null for older proofs. */
  amountDue: number | null;
}

/** The proof waiting for a decision: the newest payment in review, or the proof put on the enrollment itself. */
export function declaredOf(enrollment: EnrollmentReview): Declared {
  const payment: Payment | undefined = enrollment.payments.find((p) => p.status === ENROLLMENT_STATUS.paymentReview);
  if (payment) {
    return {
      option: payment.paymentOption ?? null,
      amount: payment.price,
      receiptId: payment.receiptId ?? null,
      paymentDate: payment.paymentDate ?? null,
      files: payment.attachments,
      amountDue: payment.amountDue ?? null,
    };
  }
  return {
    option: enrollment.paymentOption ?? null,
    amount: null,
    receiptId: enrollment.receiptId ?? null,
    paymentDate: enrollment.paymentDate ?? null,
    files: enrollment.attachments,
    amountDue: null,
  };
}

/**
 * What a cashier must look at twice before approving: an amount that is not what is due, a
 * payment dated after tomorrow (product §5) or before the enrollment was made (the domain's
 * rules, applied here to what the page shows), and the server's duplicate warnings: a receipt id
 * or an identical image already used on another enrollment's payment (decision 0028).
 */
export function reviewWarnings(
  enrollment: EnrollmentReview,
  declared: Declared,
  server: readonly ReviewWarning[],
  now: Date,
): string[] {
  const warnings: string[] = [];
  const due = dueOf(enrollment, declared);
  if (declared.amount !== null && Math.abs(declared.amount - due) >= 0.005) {
    warnings.push('The declared amount is not the amount due.');
  }
  if (declared.paymentDate) {
    const day = declared.paymentDate.slice(0, 10);
    if (day > addDays(calendarDateOf(now), 1)) warnings.push('The payment date is after tomorrow.');
    if (day < calendarDateOf(new Date(enrollment.createdDate)))
      warnings.push('The payment date is before the enrollment was made.');
  }
  for (const warning of server) {
    if (warning.code === 'duplicateReceipt' || warning.code === 'duplicateImage') warnings.push(warning.message);
  }
  return warnings;
}

/** The amount the proof is checked against: the server's figure, or the same rule applied now. */
export const dueOf = (enrollment: EnrollmentReview, declared: Declared): number =>
  declared.amountDue ?? amountDueNow(enrollment);

export const reviewName = (enrollment: EnrollmentReview): string =>
  [enrollment.user.firstName, enrollment.user.lastName].filter(Boolean).join(' ') || enrollment.user.email;
