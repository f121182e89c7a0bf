import { LIMITS } from '../constants.ts';
import { addBusinessDays, addDays, calendarDateOf, PRODUCT_TIME_ZONE } from './calendar.ts';

/*
 * When payments fall due: the payment deadline and the installment plans. A module of their own
 * so that the pages that only read an enrollment (the account, the payment page) do not download
 * them with the enrollment rules; the wizard's Review step and the server use them.
 */

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
 * The installments of an installment enrollment made at `createdAt`, as the server stores them and
 * the wizard's Review step shows them: the downpayment due by the payment deadline (product §4),
 * then one installment per period after it. Amounts are `priceFor`'s.
 */
export function installmentPlan({
  createdAt,
  downpayment,
  installments,
  frequency,
  holidays,
}: {
  createdAt: Date | string;
  downpayment: number;
  installments: readonly number[];
  frequency: string | null | undefined;
  /** The center's days off (decision 0078); none when left out. */
  holidays?: readonly string[];
}): { amount: number; dueDate: string; paid: boolean }[] {
  const deadline = paymentDeadline(createdAt, holidays ? { holidays } : {});
  return [
    { amount: downpayment, dueDate: deadline, paid: false },
    ...installmentSchedule({ startDate: deadline, amounts: installments, frequency }),
  ];
}

/** How a deadline is counted: the center's days off (decision 0078) and the calendar's time zone. */
export interface DeadlineCalendar {
  /** Dates (YYYY-MM-DD) that are not business days although weekdays; none when left out. */
  holidays?: readonly string[];
  timeZone?: string;
}

/**
 * "Payment must be settled within 3 business days of signing up or the registration is deleted"
 * (product §4, §9). Business days skip Saturday, Sunday and the center's holidays (the Philippine
 * regular holidays and special non-working days, decision 0078), counted on the Manila calendar.
 * Returns the last day (YYYY-MM-DD) on which payment is still in time.
 */
export function paymentDeadline(createdAt: Date | string, calendar: DeadlineCalendar = {}): string {
  const start = calendarDateOf(new Date(createdAt), calendar.timeZone ?? PRODUCT_TIME_ZONE);
  return addBusinessDays(start, LIMITS.paymentDeadlineBusinessDays, new Set(calendar.holidays));
}

/** True once the whole deadline day has passed on the Manila calendar. */
export function isPaymentOverdue(createdAt: Date | string, now: Date, calendar: DeadlineCalendar = {}): boolean {
  return calendarDateOf(now, calendar.timeZone ?? PRODUCT_TIME_ZONE) > paymentDeadline(createdAt, calendar);
}

/**
 * Whether an unpaid registration is due its reminder: one business day before it would be deleted
 * (decision 0078): on its deadline day, a business day, after which it is deleted.
 */
export function isPaymentReminderDue(createdAt: Date | string, now: Date, calendar: DeadlineCalendar = {}): boolean {
  const today = calendarDateOf(now, calendar.timeZone ?? PRODUCT_TIME_ZONE);
  return today === paymentDeadline(createdAt, calendar);
}

/** Days before an installment's due date that its first reminder goes out (decision 0078). */
export const INSTALLMENT_REMINDER_DAYS = 3;

/** The reminders of an installment, each sent once: before, on and after its due date. */
export type InstallmentReminderKind = 'installment-soon' | 'installment-due' | 'installment-overdue';

/**
 * Which reminder an unpaid installment due on `dueDate` calls for `today` (both YYYY-MM-DD,
 * Manila): from three days before its due date, on the day, and once it has passed; none
 * earlier. A reminder missed (the server was down) is not sent late as another kind's.
 */
export function installmentReminderKind(dueDate: string, today: string): InstallmentReminderKind | null {
  if (today > dueDate) return 'installment-overdue';
  if (today === dueDate) return 'installment-due';
  return today >= addDays(dueDate, -INSTALLMENT_REMINDER_DAYS) ? 'installment-soon' : null;
}
