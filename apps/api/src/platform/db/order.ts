import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Moves `id` one place earlier (`up`) or later (`down`) in `order` (the ids as the public pages
 * list them) and rewrites the table's positions 0..n-1 in the new order, so gaps and ties left by
 * older data disappear (decision 0047). Answers the places it moved between, or `undefined` when
 * it is already first (`up`) or last (`down`) and nothing changed.
 */
export async function moveInOrder(
  trx: Db,
  table: 'lecturers' | 'offerings',
  order: readonly string[],
  id: string,
  direction: 'up' | 'down',
): Promise<{ from: number; to: number } | undefined> {
  const from = order.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= order.length) return undefined;
  const moved = [...order];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  for (const [position, rowId] of moved.entries()) {
    await sql`update ${sql.table(table)} set position = ${position} where id = ${rowId}`.execute(trx);
  }
  return { from, to };
}

/**
 * The position after the last row of `table`, 0 when it has none: where a new row goes, last in
 * its list. The catalogue options keep one list per kind: `kind` names the list.
 */
export async function nextPosition(
  trx: Db,
  table: 'lecturers' | 'offerings' | 'categories' | 'subjects' | 'catalogue_options',
  kind?: string,
): Promise<number> {
  const { rows } = await sql<{ next: number }>`
    select (coalesce(max(position), -1) + 1)::int as next from ${sql.table(table)}
    ${kind === undefined ? sql`` : sql`where kind = ${kind}`}`.execute(trx);
  return Number(rows[0]!.next);
}
