import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';

/**
 * Inserts the seed's row or rows of `table`, leaving alone those already there (a later start, or a row
 * staff have edited since), so seeding again changes nothing. A row is there when its id is or,
 * `by: 'any key'`, when any unique key of it is (a branch's kind and name, a user's e-mail).
 */
export async function insertMissing<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]> | readonly Insertable<Database[T]>[],
  by: 'id' | 'any key' = 'id',
): Promise<void> {
  if (Array.isArray(rows) && rows.length === 0) return;
  // Kysely cannot name a column of a table chosen by a type parameter: every table seeded has `id`.
  const tables = db as unknown as Kysely<{ [name: string]: { id: string } }>;
  await tables
    .insertInto(table as string)
    .values(rows as never)
    .onConflict((oc) => (by === 'id' ? oc.column('id') : oc).doNothing())
    .execute();
}
