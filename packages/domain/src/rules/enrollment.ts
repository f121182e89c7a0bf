/**
 * Enrollment rules of product §4 ("Enrollment status values" and what follows). They take small
 * structural inputs, so the entity schemas, API rows and test fixtures all fit.
 */
import { ENROLLMENT_STATUS, LIMITS } from '../constants.ts';
import { addDays, calendarDateOf, PRODUCT_TIME_ZONE, weekdayOf } from './calendar.ts';
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

/** "A FULL enrollment offers Full; an INSTALLMENT enrollment offers Downpayment" (product §4). */
export function paymentTypeChoices(paymentType: string): readonly ['Full'] | readonly ['Downpayment'] {
  return isInstallmentPlan(paymentType) ? ['Downpayment'] : ['Full'];
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
 * installmentFrequency is a label shown before the word Installment (product §3), so the spec does not
 * fix its values. These are the labels a review center uses; anything else reads as Monthly,
 * the usual plan, rather than failing.
 */
export const INSTALLMENT_FREQUENCIES = {
  Weekly: { days: 7 },
  'Bi-Weekly': { days: 14 },
  'Semi-Monthly': { days: 15 },
  Monthly: { months: 1 },
  'Bi-Monthly': { months: 2 },
  Quarterly: { months: 3 },
} as const satisfies Record<string, { days: number } | { months: number }>;

const addMonths = (date: string, months: number, dayOfMonth: number): string => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(dayOfMonth, lastDay));
  return first.toISOString().slice(0, 10);
};

/**
 * Due dates of the installments after the downpayment: the first one period after `startDate`
 * (YYYY-MM-DD), then one per period. Monthly steps keep the start's day of the month, clamped to
 * short months (31 January → 29 February → 31 March).
 */
export function installmentDueDates({
  startDate,
  count,
  frequency,
}: {
  startDate: string;
  count: number;
  frequency: string | null | undefined;
}): string[] {
  const step =
    INSTALLMENT_FREQUENCIES[(frequency ?? '').trim() as keyof typeof INSTALLMENT_FREQUENCIES] ??
    INSTALLMENT_FREQUENCIES.Monthly;
  const day = Number(startDate.slice(8, 10));
  return Array.from({ length: Math.max(count, 0) }, (_, i) =>
    'days' in step ? addDays(startDate, step.days * (i + 1)) : addMonths(startDate, step.months * (i + 1), day),
  );
}

/** An unpaid installment schedule: amounts (from priceFor) paired with their due dates. */
export function installmentSchedule({
  startDate,
  amounts,
  frequency,
}: {
  startDate: string;
  amounts: readonly number[];
  frequency: string | null | undefined;
}): { amount: number; dueDate: string; paid: boolean }[] {
  const dates = installmentDueDates({ startDate, count: amounts.length, frequency });
  return amounts.map((amount, i) => ({ amount, dueDate: dates[i]!, paid: false }));
}

/**
 * "Payment must be settled within 3 business days of signing up or the registration is deleted"
 * (product §4, §9). Business days skip Saturday and Sunday, counted on the Manila calendar; public
 * holidays are not known to the product, so they count. Returns the last day (YYYY-MM-DD) on
 * which payment is still in time.
 */
export function paymentDeadline(createdAt: Date | string, timeZone: string = PRODUCT_TIME_ZONE): string {
  let date = calendarDateOf(new Date(createdAt), timeZone);
  for (let left = LIMITS.paymentDeadlineBusinessDays; left > 0;) {
    date = addDays(date, 1);
    const weekday = weekdayOf(date);
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** True once the whole deadline day has passed on the Manila calendar. */
export function isPaymentOverdue(createdAt: Date | string, now: Date, timeZone: string = PRODUCT_TIME_ZONE): boolean {
  return calendarDateOf(now, timeZone) > paymentDeadline(createdAt, timeZone);
}
