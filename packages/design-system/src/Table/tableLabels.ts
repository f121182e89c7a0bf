/** How many rows are selected, the count agreeing with its noun ("1 row selected"). */
export function formatSelectedRows(count: number): string {
  if (count === 0) return '';
  return `${count} ${count === 1 ? 'row' : 'rows'} selected`;
}
