import type { AliasedRawBuilder, Kysely, RawBuilder, Selectable, UpdateObject } from 'kysely';
import { NotFound } from '../errors.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** The tables whose rows are named by an `id` column. */
type TableWithId = { [T in keyof Database]: 'id' extends keyof Database[T] ? T : never }[keyof Database];

interface RowOptions<A extends string, V> {
  /** Lock the row until the transaction `db` stands for ends (`select … for update`). */
  forUpdate?: boolean;
  /** A column computed for the row, read with it: how often the record is in use, say. */
  also?: AliasedRawBuilder<V, A>;
}

/** A row of `table`, every column, and the column `also` computed (`A` names it). */
type RowOf<T extends keyof Database, A extends string, V> = Selectable<Database[T]> & { [K in A]: V };

/** Row `id` of `table`, every column, or undefined where there is none. */
export async function findById<T extends TableWithId, A extends string = never, V = never>(
  db: Db,
  table: T,
  id: string,
  options: RowOptions<A, V> = {},
): Promise<RowOf<T, A, V> | undefined> {
  // Kysely cannot name a column of a table chosen by a type parameter: every table here has `id`.
  const tables = db as unknown as Kysely<{ [name: string]: { id: string } }>;
  let query = tables
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id);
  if (options.also) query = query.select(options.also as never);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as RowOf<T, A, V> | undefined;
}

/** Row `id` of `table`, every column; a 404 saying `notFound` where there is none. */
export async function rowById<T extends TableWithId, A extends string = never, V = never>(
  db: Db,
  table: T,
  id: string,
  notFound: string,
  options: RowOptions<A, V> = {},
): Promise<RowOf<T, A, V>> {
  const row = await findById(db, table, id, options);
  if (!row) throw new NotFound(notFound);
  return row;
}

/** Sets `values` on row `id` of `table` and gives the row as it is now (the row must exist). */
export async function updateById<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
  values: UpdateObject<Database, T>,
): Promise<Selectable<Database[T]>> {
  const tables = db as unknown as Kysely<{ [name: string]: { id: string } }>;
  const row = await tables
    .updateTable(table as string)
    .set(values as never)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Selectable<Database[T]>;
}

/**
 * The rows of `table` that belong to each of `parentIds` (a page of enrollments, payments or
 * attempts) by their `parentColumn`, each parent's in `order`, as `toDoc` gives them: one query
 * for the whole page, none for an empty one.
 */
export async function byParent<T extends keyof Database, D>(
  db: Db,
  table: T,
  parentColumn: keyof Database[T] & string,
  parentIds: readonly string[],
  order: RawBuilder<unknown>,
  toDoc: (row: Selectable<Database[T]>) => D,
): Promise<Map<string, D[]>> {
  const found = new Map<string, D[]>();
  if (parentIds.length === 0) return found;
  // Kysely cannot name a column of a table chosen by a type parameter, as in `findById`.
  const tables = db as unknown as Kysely<{ [name: string]: Record<string, string> }>;
  const rows = await tables
    .selectFrom(table as string)
    .selectAll()
    .where(parentColumn as string, 'in', parentIds)
    .orderBy(order)
    .execute();
  for (const row of rows as Selectable<Database[T]>[]) {
    const parent = row[parentColumn as keyof typeof row] as string;
    const siblings = found.get(parent);
    if (siblings) siblings.push(toDoc(row));
    else found.set(parent, [toDoc(row)]);
  }
  return found;
}
