/**
 * A count with its noun, singular for exactly one: `counted(1, 'attempt')` is "1 attempt",
 * `counted(0, 'attempt')` is "0 attempts". Give `plural` when adding "s" is not the plural.
 */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
