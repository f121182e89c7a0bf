import { sql, type SelectQueryBuilder } from 'kysely';
import { InvalidInput } from '../errors.ts';

/** Every list the API answers: the documents asked for and how many there are in all (product §7). */
interface Paginated<T> {
  docs: T[];
  totalDocs: number;
}

/** How a list call asks for a page (product §7): `limit`, then `offset`, or a 1-based `page`. */
export interface PageQuery {
  limit?: number | undefined;
  page?: number | undefined;
  offset?: number | undefined;
}

interface Page {
  limit: number;
  offset: number;
}

/** The rows a query asks for: `limit` (or the list's default) from `offset`, else from `page`. */
export function pageOf(query: PageQuery, defaultLimit: number): Page {
  const limit = query.limit ?? defaultLimit;
  return { limit, offset: query.offset ?? ((query.page ?? 1) - 1) * limit };
}

/** A list answered whole: every document, and their number. */
export const allDocs = <T>(docs: T[]): Paginated<T> => ({ docs, totalDocs: docs.length });

/**
 * `sort` as the spec's lists send it (`field`, or `-field` for descending) and the column (or
 * columns) it stands for; a field the list does not sort by is refused naming `query.sort`.
 */
export function sortOf<C>(sort: string, columns: Readonly<Record<string, C>>) {
  const field = sort.replace(/^-/, '');
  // Own keys only: `constructor` and the like are no column either.
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) throw new InvalidInput('query.sort', `cannot sort by ${sort}`);
  return { column, direction: sort.startsWith('-') ? ('desc' as const) : ('asc' as const) };
}

/**
 * One page of the rows `base` filters, and the count of them all, in parallel. `select` adds
 * the columns and the order to the filter; `toDocs` maps the page's rows at once, so a list
 * that needs other tables reads them once per page, not once per row.
 */
export async function paginate<DB, TB extends keyof DB, O, Row, T>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  toDocs: (rows: Row[]) => T[] | Promise<T[]>,
): Promise<Paginated<T>> {
  const [rows, count] = await Promise.all([
    select(base).limit(page.limit).offset(page.offset).execute(),
    base
      .select(sql<string>`count(*)`.as('total'))
      .$castTo<{ total: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { docs: await toDocs(rows), totalDocs: Number(count.total) };
}

/** Every column of the rows a query reads (Kysely's own type for `selectAll()`, not exported). */
type WholeRow<DB, TB extends keyof DB, O> =
  ReturnType<SelectQueryBuilder<DB, TB, O>['selectAll']> extends SelectQueryBuilder<DB, TB, infer Row> ? Row : never;

/**
 * One page of whole rows, newest first and by id among rows of one instant: the logs and queues
 * staff read (the audit log, the outbox, tickets, reviewees).
 */
export function newestFirst<DB, TB extends keyof DB, O, T>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  toDocs: (rows: WholeRow<DB, TB, O>[]) => T[] | Promise<T[]>,
): Promise<Paginated<T>> {
  return paginate(base, page, (q) => q.selectAll().orderBy(sql`created_at desc, id desc`), toDocs);
}
