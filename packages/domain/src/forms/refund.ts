import * as z from 'zod/mini';
import { LIMITS, PAYMENT_OPTIONS } from '../constants.ts';
import { isCalendarDate } from '../rules/calendar.ts';
import { firstFailing, requiredText } from './fields.ts';

/*
 * A refund recorded when an enrollment that received money is cancelled (decision 0084, the
 * money trail). Nothing is refunded by the system: staff return the money themselves and
 * record what they did. One schema serves the console's form and the server's check
 * (docs/style.md#data); the bounds that depend on the enrollment (what was paid, when it was
 * made) and on the day are its arguments.
 */

/** Where the money went back: the center's payment channels (product §9), or cash at a branch. */
export const REFUND_CHANNELS = [...PAYMENT_OPTIONS, 'Cash'] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];

export const refundMessages = {
  amountRequired: 'Refund amount is required',
  amountInvalid: 'Refund amount must be in pesos, like 1500 or 1500.50',
  amountPositive: 'Refund amount must be more than 0',
  /** Named with the amount, written as pesos with centavos: 'at most PHP 1,500.00, what was paid'. */
  amountAtMost: (paid: number) => `Refund amount must be at most ${pesos(paid)}, what was paid`,
  channelRequired: 'Choose the refund channel',
  referenceRequired: 'Refund reference is required',
  dateRequired: 'Refund date is required',
  dateInvalid: 'Refund date must be a date',
  dateAfterToday: 'Refund date must not be after today',
  dateBeforeEnrollment: 'Refund date must not be before the enrollment was made',
  reasonRequired: 'Refund reason is required',
} as const;

/** Pesos with centavos, as the console writes them ('PHP 1,500.00'): no peso sign in a message. */
const pesos = (amount: number) =>
  `PHP ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An amount in whole centavos: the comparison of two amounts never trips on a float's last bit. */
export const centavosOf = (amount: number): number => Math.round(amount * 100);

/** Whole centavos: 1500.5 is, 1500.505 is not. */
const inCentavos = (amount: number) => Math.abs(amount * 100 - centavosOf(amount)) < 1e-6;

/** The amount as the console's field holds it: digits and up to two centavo digits, no commas. */
export function amountOfText(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * What a refund's fields are, whatever the enrollment: an amount of more than 0 in whole
 * centavos, a channel, a reference, a calendar date and a reason. The wire format of the call.
 */
export const refundInputSchema = z.object({
  amount: firstFailing(
    // No amount is "required"; text that is no number (NaN, from amountOfText) is "in pesos".
    z.number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? refundMessages.amountRequired
          : refundMessages.amountInvalid,
    }),
    [(amount) => amount > 0, refundMessages.amountPositive],
    [inCentavos, refundMessages.amountInvalid],
  ),
  channel: z.enum(REFUND_CHANNELS, refundMessages.channelRequired),
  reference: requiredText(refundMessages.referenceRequired, LIMITS.textMax),
  refundDate: firstFailing(
    z.string(refundMessages.dateRequired).check(z.trim()),
    [(date) => date !== '', refundMessages.dateRequired],
    [isCalendarDate, refundMessages.dateInvalid],
  ),
  reason: requiredText(refundMessages.reasonRequired, LIMITS.messageMax),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export interface RefundBounds {
  /** What the enrollment has received and not yet refunded, in pesos. */
  paid: number;
  /** Today in Manila, YYYY-MM-DD. */
  today: string;
  /** The day the enrollment was made, YYYY-MM-DD: money cannot go back before it came. */
  enrolledOn: string;
}

/**
 * A refund of this enrollment: at most what was paid (to the centavo), dated from the day the
 * enrollment was made to today. The console checks it before sending; the server again.
 */
export const refundSchemaFor = ({ paid, today, enrolledOn }: RefundBounds) =>
  refundInputSchema.check(
    z.superRefine((refund, ctx) => {
      if (centavosOf(refund.amount) > centavosOf(paid)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: refundMessages.amountAtMost(paid) });
      }
      if (!isCalendarDate(refund.refundDate)) return;
      if (refund.refundDate > today) {
        ctx.addIssue({ code: 'custom', path: ['refundDate'], message: refundMessages.dateAfterToday });
      } else if (refund.refundDate < enrolledOn) {
        ctx.addIssue({ code: 'custom', path: ['refundDate'], message: refundMessages.dateBeforeEnrollment });
      }
    }),
  );
