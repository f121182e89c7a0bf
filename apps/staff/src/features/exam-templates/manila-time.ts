/**
 * Exam windows are typed in Manila time (UTC+8, no daylight saving), as the site shows them
 * (product §4 "Exam flow"), whatever the staff member's computer is set to.
 */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `2026-11-27T09:00` (Manila) → an ISO instant with its offset; '' for an incomplete value. */
export const fromManilaInput = (value: string): string =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+08:00` : value;

/** An instant → the `datetime-local` value of the same moment in Manila. */
export const toManilaInput = (iso: string): string =>
  new Date(Date.parse(iso) + MANILA_OFFSET_MS).toISOString().slice(0, 16);
