/**
 * One formatter per time zone, made on first use: building an `Intl.DateTimeFormat` costs far
 * more than formatting with it, and a list renders a card per announcement.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dayMonthFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: 'short', timeZone });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Day and month parts of a date in a given time zone, e.g. `{ day: '05', month: 'MAR' }`. */
export function dayAndMonth(date: Date | string, timeZone: string): { day: string; month: string } {
  const parts = dayMonthFormat(timeZone).formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month').toUpperCase() };
}
