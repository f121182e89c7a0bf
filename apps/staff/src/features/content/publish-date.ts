import { PRODUCT_TIME_ZONE } from '@review-center/domain';

/*
 * The publish date is typed as the center's own time (Manila), whatever the clock of the
 * computer a staff member uses, as the console shows every moment (app/dates.ts). The Philippines
 * keeps UTC+8 all year (no daylight saving), so the offset is fixed.
 */
const MANILA_OFFSET = '+08:00';
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a date-and-time field shows it in Manila: `2026-11-26T16:30`. */
export function toManilaInput(instant: string | Date): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** What a date-and-time field holds, read as Manila time, as an ISO instant; '' when it holds none. */
export function fromManilaInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  const instant = new Date(`${value}:00${MANILA_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}
