import { PRODUCT_TIME_ZONE } from '@review-center/domain';

/*
 * One way to write a moment across the console, in the center's own time zone (Manila), whatever
 * the clock of the computer a staff member uses: "Nov 24, 2026, 9:53 AM".
 */
const moment = new Intl.DateTimeFormat('en-PH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: PRODUCT_TIME_ZONE,
});
const day = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: PRODUCT_TIME_ZONE });

/** A moment, date and time: when a ticket arrived, when an action was taken. */
export const formatWhen = (iso: string) => moment.format(new Date(iso));

/** A day: when an account or an enrollment was made. */
export const formatDay = (iso: string) => day.format(new Date(iso));

/*
 * A date-and-time field (`datetime-local`) is typed in Manila time too. The Philippines keeps
 * UTC+8 all year (no daylight saving), so the offset is fixed.
 */
const MANILA_MS = 8 * 60 * 60 * 1000;

/** An instant as a date-and-time field shows it in Manila: `2026-11-26T16:30`. */
export const toManilaInput = (instant: string | Date): string =>
  new Date(new Date(instant).getTime() + MANILA_MS).toISOString().slice(0, 16);

/** What a date-and-time field holds, read as Manila time, as an ISO instant; else as it is. */
export function fromManilaInput(value: string): string {
  const instant = new Date(`${value}:00+08:00`);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && !Number.isNaN(instant.getTime())
    ? instant.toISOString()
    : value;
}

/** The calendar day of an instant in Manila, for a date field: `2026-11-26`; '' for none. */
export const toManilaDay = (instant: string | null | undefined): string =>
  instant ? toManilaInput(instant).slice(0, 10) : '';

/** A date field's day as the instant it starts (or, with `end`, ends) in Manila; null for none. */
export const fromManilaDay = (text: string, end = false): string | null =>
  text ? `${text}T${end ? '23:59:59' : '00:00:00'}+08:00` : null;
