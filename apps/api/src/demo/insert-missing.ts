import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';

/** Rows of the seed, by table: a row or a list of rows each. */
type SeedRows = { [T in keyof Database]?: Insertable<Database[T]> | readonly Insertable<Database[T]>[] };

/**
 * Inserts the seed's rows, table by table in the order given, leaving alone those already there
 * (a later start, or a row staff have edited since), so seeding again changes nothing. A row is
 * there when its id is or, `by: 'any key'`, when any unique key of it is (a branch's kind and
 * name, a user's e-mail).
 */
export async function insertMissing(db: Db, tables: SeedRows, by: 'id' | 'any key' = 'id'): Promise<void> {
  // Kysely cannot name a column of a table chosen at run time: every table seeded has `id`.
  const untyped = db as unknown as Kysely<{ [name: string]: { id: string } }>;
  for (const [table, rows] of Object.entries(tables)) {
    if (rows === undefined || (Array.isArray(rows) && rows.length === 0)) continue;
    await untyped
      .insertInto(table)
      .values(rows as never)
      .onConflict((oc) => (by === 'id' ? oc.column('id') : oc).doNothing())
      .execute();
  }
}
