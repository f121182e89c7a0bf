import type { ProfileField } from '@review-center/domain';

/** Values the signed-in user's profile already holds, as the API returns them (product §3 User). */
export type KnownProfile = Partial<Record<ProfileField, unknown>>;

export const hasValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** A known value as text: booleans as Yes/No (product §5), dates as YYYY-MM-DD, an upload as on file. */
export function knownText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
  return 'On file';
}

/**
 * The values without the fields the profile already holds: a known value is shown, not asked,
 * so it must never travel back as ''. Only fields are dropped, so what is left is still a V
 * whenever V's profile fields are optional, as in the signed-in user's step.
 */
export const withoutKnown = <V extends object>(values: V, known: KnownProfile): V =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !hasValue(known[key as ProfileField]))) as V;
