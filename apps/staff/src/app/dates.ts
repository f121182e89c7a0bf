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
