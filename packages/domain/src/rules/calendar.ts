/**
 * Calendar-date arithmetic on 'YYYY-MM-DD' strings. Validation (product §5) and deadlines (§4) are
 * about days on the reviewee's calendar, not instants, so they work on plain dates and take
 * "today" as an argument: rules stay pure and tests exact. The few operations needed here are
 * UTC arithmetic on Date.UTC, which has no time-zone or daylight-saving edge.
 */

/** The product serves the Philippines; "today" for its rules is the date in Manila. */
export const PRODUCT_TIME_ZONE = 'Asia/Manila';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True when the text is a real calendar date written YYYY-MM-DD (no 2023-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0–99 to 1900–1999, so "0020-01-01"
  // (a year half typed into a date field) would wrongly fail the round trip below.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The instant a calendar date begins in the product's time zone: Asia/Manila keeps +08:00 all year
 * (no daylight saving), so its midnight is a fixed offset.
 */
export const startOfDay = (date: string): Date => new Date(`${date}T00:00:00+08:00`);

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole years between a birthdate and today; a 29 February birthday turns over on 1 March. */
export function ageOn(birthdate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

/** The calendar date of an instant in a time zone (default Manila), e.g. for `today`. */
export function calendarDateOf(instant: Date, timeZone: string = PRODUCT_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** Day of the week of a calendar date, 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A weekday that is not one of `holidays` (dates YYYY-MM-DD): product §4's business day. */
export const isBusinessDay = (date: string, holidays: ReadonlySet<string>): boolean => {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
};

/** The date `count` business days after `date` (skipping weekends and `holidays`). */
export function addBusinessDays(date: string, count: number, holidays: ReadonlySet<string>): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}
