/**
 * Enrollment rules of product §4 ("Enrollment status values" and what follows). They take small
 * structural inputs, so the entity schemas, API rows and test fixtures all fit.
 */
import { ENROLLMENT_STATUS, TERMS_OF_USE } from '../constants.ts';
import { epochMs, type Instant } from './instant.ts';

export interface InstallmentLike {
  paid: boolean;
  dueDate?: string | null;
}
export interface EnrollmentLike {
  status: string;
  /** Full or Installment; the payment page upper-cases it (FULL, INSTALLMENT), so any case. */
  paymentType?: string | null;
  installments?: readonly InstallmentLike[] | null;
}

const isInstallmentPlan = (paymentType: string | null | undefined): boolean =>
  paymentType?.toUpperCase() === 'INSTALLMENT';

/** "The Pay action is offered when status is Processing or when any installment is still unpaid" (product §4). */
export function payAction(enrollment: EnrollmentLike): 'Pay' | 'None' {
  if (enrollment.status === ENROLLMENT_STATUS.processing) return 'Pay';
  return (enrollment.installments ?? []).some((i) => !i.paid) ? 'Pay' : 'None';
}

/** "Next due installment is the first installment not marked paid" (product §4). */
export function nextDueInstallment<T extends InstallmentLike>(
  installments: readonly T[] | null | undefined,
): T | undefined {
  return (installments ?? []).find((i) => !i.paid);
}

/**
 * What the reviewee owes now: the next installment not yet paid (the downpayment first) on an
 * installment plan, the whole price otherwise. The cashier checks a proof against it.
 */
export function amountDueNow(
  enrollment: EnrollmentLike & {
    price: number;
    installments?: readonly (InstallmentLike & { amount: number })[] | null;
  },
): number {
  if (!isInstallmentPlan(enrollment.paymentType)) return enrollment.price;
  return nextDueInstallment(enrollment.installments)?.amount ?? 0;
}

/** "The Next Due Date is shown only when the enrollment is active and paid by installment" (product §4). */
export function showNextDueDate(enrollment: EnrollmentLike): boolean {
  return enrollment.status === ENROLLMENT_STATUS.active && isInstallmentPlan(enrollment.paymentType);
}

/** The due date an enrollment card shows, or undefined when it shows none. */
export function nextDueDate(enrollment: EnrollmentLike): string | undefined {
  if (!showNextDueDate(enrollment)) return undefined;
  return nextDueInstallment(enrollment.installments)?.dueDate ?? undefined;
}

/**
 * "A FULL enrollment offers Full; an INSTALLMENT enrollment offers Downpayment" (product §4). Once
 * the downpayment (the first installment) is paid, an installment enrollment offers Installment,
 * product §4's third payment plan label, for the installments that follow.
 */
export function paymentTypeChoices(
  paymentType: string,
  installments?: readonly InstallmentLike[] | null,
): readonly ['Full'] | readonly ['Downpayment'] | readonly ['Installment'] {
  if (!isInstallmentPlan(paymentType)) return ['Full'];
  return installments?.[0]?.paid ? ['Installment'] : ['Downpayment'];
}

/**
 * Whether a proof of payment can be submitted now: while the enrollment is Processing (its first
 * payment), or Active with an installment still unpaid (the next one). Not in Payment Review,
 * where a proof already waits, nor once everything is paid or the enrollment was cancelled. The
 * payment page enables its form by it and the API refuses a proof by it.
 */
export function acceptsPaymentProof(enrollment: EnrollmentLike): boolean {
  if (enrollment.status === ENROLLMENT_STATUS.processing) return true;
  return enrollment.status === ENROLLMENT_STATUS.active && (enrollment.installments ?? []).some((i) => !i.paid);
}

/**
 * Whether an offering takes enrollments at `now` (product §2 "Offering enrollment": a 'not yet
 * started' or 'already ended' message from enrollmentStartDate and enrollmentEndDate). Both ends
 * are inclusive: enrollment opens at the start instant itself and is still open at the end
 * instant. A missing date leaves that side open. The site decides what the wizard shows with it
 * and the API what it refuses, so the two never disagree at the boundary.
 */
export type EnrollmentWindow = 'open' | 'not-yet-started' | 'already-ended';
export function enrollmentWindow(
  offering: { enrollmentStartDate?: Instant | null | undefined; enrollmentEndDate?: Instant | null | undefined },
  now: Instant,
): EnrollmentWindow {
  const time = epochMs(now);
  const { enrollmentStartDate: start, enrollmentEndDate: end } = offering;
  if (isGiven(start) && time < epochMs(start)) return 'not-yet-started';
  if (isGiven(end) && time > epochMs(end)) return 'already-ended';
  return 'open';
}
/** An empty string is a date left blank, as a missing one. */
const isGiven = (instant: Instant | null | undefined): instant is Instant =>
  instant !== undefined && instant !== null && instant !== '';

/**
 * Account tab badges (product §2 Account): Enrollments counts those in Processing, Payments counts
 * payments in Payment Review.
 */
export function accountBadges({
  enrollments,
  payments,
}: {
  enrollments: readonly { status: string }[];
  payments: readonly { status: string }[];
}): { enrollments: number; payments: number } {
  return {
    enrollments: enrollments.filter((e) => e.status === ENROLLMENT_STATUS.processing).length,
    payments: payments.filter((p) => p.status === ENROLLMENT_STATUS.paymentReview).length,
  };
}

/**
 * When an Active enrollment's access ends: six months from its activation (product §1 terms of
 * use, decision 0038). Until then the reviewee has its courseware and its discussions.
 */
export function accessEndsAt(activatedAt: Date): Date {
  const end = new Date(activatedAt);
  end.setUTCMonth(end.getUTCMonth() + TERMS_OF_USE.accessValidityMonths);
  return end;
}
