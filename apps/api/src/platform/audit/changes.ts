/**
 * An audit entry's `before` and `after` for an edit: only the fields of `is` whose value the edit
 * changed (by `same`, `===` unless told), as they were and as they are.
 */
export function changedFields<T extends object>(
  was: T,
  is: T,
  same: (a: unknown, b: unknown) => boolean = (a, b) => a === b,
) {
  const changed = (Object.keys(is) as (keyof T)[]).filter((key) => !same(was[key], is[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, was[key]])),
    after: Object.fromEntries(changed.map((key) => [key, is[key]])),
  };
}
