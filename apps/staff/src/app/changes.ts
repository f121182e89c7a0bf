import { formatWhen } from './dates.ts';

type Fields = Readonly<Record<string, unknown>> | null;

/** One field an audited action changed, its name and both values as words. */
export interface FieldChange {
  field: string;
  was: string;
  now: string;
}

/** Longer texts (a page's content) are cut here: the log says what changed, not the whole text. */
const TEXT_MAX = 160;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's name as words: `paidInstallments` and `last_error` read "Paid installments", "Last error". */
export function fieldName(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as a sentence fragment: never JSON, nested records as "Name: value; …". */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') {
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatWhen(value);
    return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX).trimEnd()}…` : value;
  }
  // A record inside a list or another record is set off in brackets.
  const nested = (item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item) ? `(${readable(item)})` : readable(item);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(nested).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0
      ? 'none'
      : entries.map(([key, item]) => `${fieldName(key)}: ${nested(item)}`).join('; ');
  }
  return String(value);
}

/** A value's identity, whatever the order its keys were stored in. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The fields an entry changed, in the order the record names them: a field with the same value
 * before and after (kept to say which record it was) is left out. A record created has no
 * `before`, one deleted no `after`: their fields were, or are now, "none".
 */
export function changesOf(before: Fields, after: Fields): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !same(before?.[key], after?.[key]))
    .map((key) => ({ field: fieldName(key), was: readable(before?.[key]), now: readable(after?.[key]) }));
}
