/**
 * Instants as the rules receive them. The API sends ISO strings, the server's database hands
 * back Dates and clocks give epoch milliseconds; rules that compare instants take any of them,
 * so neither side converts before calling.
 */

/** An instant: a Date, epoch milliseconds or an ISO string as the API sends it. */
export type Instant = Date | number | string;

/** Epoch milliseconds of an instant; NaN for an unreadable string, so every comparison is false. */
export const epochMs = (instant: Instant): number =>
  instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
