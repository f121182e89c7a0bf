import type { Kysely, Selectable, UpdateObject } from 'kysely';
import { NotFound } from '../errors.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** The tables whose rows are named by an `id` column. */
type TableWithId = { [T in keyof Database]: 'id' extends keyof Database[T] ? T : never }[keyof Database];

interface RowOptions {
  /** Lock the row until the transaction `db` stands for ends (`select … for update`). */
  forUpdate?: boolean;
}

/** Row `id` of `table`, every column, or undefined where there is none. */
export async function findById<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
  options: RowOptions = {},
): Promise<Selectable<Database[T]> | undefined> {
  // Kysely cannot name a column of a table chosen by a type parameter: every table here has `id`.
  const tables = db as unknown as Kysely<{ [name: string]: { id: string } }>;
  let query = tables
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as Selectable<Database[T]> | undefined;
}

/** Row `id` of `table`, every column; a 404 saying `notFound` where there is none. */
export async function rowById<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
  notFound: string,
  options: RowOptions = {},
): Promise<Selectable<Database[T]>> {
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
