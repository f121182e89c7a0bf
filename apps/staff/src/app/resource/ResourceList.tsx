import type { CallInput, CallResult } from '@review-center/api-client';
import type { Contract } from '@review-center/api-client/contract';
import { Link, Pagination, TextField } from '@review-center/design-system';
import type { ReactNode } from 'react';
import { ChoiceSelect } from '../ChoiceSelect.tsx';
import { FilterBar } from '../FilterBar.ts';
import { useStaffQuery } from '../staff-queries.ts';
import { Loaded } from './Loaded.tsx';
import { RecordTable, type Column } from './RecordTable.tsx';
import { useDebouncedSearch, useUrlFilters } from '../url-state.ts';

type Page<Row> = { docs: readonly Row[]; totalDocs: number };

/**
 * A contract call that answers records: a page of them (`docs`, `totalDocs`), or all of them (an
 * array, or `docs` alone, for the short lists the server does not page).
 */
export type ListCall = {
  [N in keyof Contract]: CallResult<Contract[N]> extends { docs: readonly object[] } | readonly object[] ? N : never;
}[keyof Contract];

/** One record of a list call's answer. */
type RowOf<N extends ListCall> =
  CallResult<Contract[N]> extends { docs: readonly (infer Row)[] }
    ? Row
    : CallResult<Contract[N]> extends readonly (infer Row)[]
      ? Row
      : never;

/**
 * One filter above the list: a choice among options, a search sent once typing pauses, or a date
 * sent once it is whole.
 */
export interface ListFilter {
  /** The call's query parameter it sets, also its key in the address. */
  key: string;
  label: string;
  description?: string;
  /** The choices; without them the filter is typed. "All" comes first and sets nothing. */
  options?: readonly { id: string; name: string }[];
  /** Choices that are their own names (the statuses, the courses): `options` written short. */
  values?: readonly string[];
  /** How `values` are named, when not as they are ("new" as "New"). */
  nameOf?: (value: string) => string;
  /**
   * The "All" choice's text.
   * @default 'All'
   */
  allLabel?: string;
  /**
   * How a typed filter is typed: a search field, a plain text field, or a date (YYYY-MM-DD).
   * @default 'search'
   */
  type?: 'search' | 'text' | 'date';
}

/**
 * A console list described as data (decision 0062): the call that serves it a page at a time,
 * what its records are called, its filters and its columns. `ResourceList` does the rest.
 */
export interface ListDefinition<N extends ListCall> {
  call: N;
  /** The records, plural and lower case, as the loading and error lines name them ("the tickets"). */
  noun: string;
  /** The table's accessible name. */
  label: string;
  /** The pager's accessible name ("Ticket pages"). */
  pagesLabel: string;
  filters?: readonly ListFilter[];
  columns: readonly Column<RowOf<N>>[];
  /** What an empty page says, given the filters that are set (none: `{}`). */
  empty: (filters: Readonly<Record<string, string>>) => string;
  /** A line above the table counting the matches ("3 reviewees"), given the filters that are set. */
  count?: (total: number, filters: Readonly<Record<string, string>>) => string;
  /** @default 25 */
  pageSize?: number;
  /** The server answers every record at once: no page or limit is sent, and no pager shows. */
  unpaged?: true;
  /**
   * What tells a record from the others, for records without an `_id`.
   * @default the record's `_id`
   */
  rowKey?: (row: RowOf<N>) => string;
}

/**
 * The list's filter values in the address that are set and valid: a choice must be one of its
 * options, once known. What the list sends, and what an action on "these rows" (an export) sends.
 */
export function useListFilters(list: readonly ListFilter[]) {
  const filters = list.map(({ values, nameOf = (value) => value, ...filter }) =>
    values ? { ...filter, options: values.map((value) => ({ id: value, name: nameOf(value) })) } : filter,
  );
  const url = useUrlFilters(filters.map((filter) => filter.key));
  const values: Record<string, string> = Object.fromEntries(
    filters
      .filter(({ key, options }) => {
        const value = url.values[key] ?? '';
        // Choices still loading (read from another call) keep the address's value meanwhile.
        return value !== '' && (!options?.length || options.some((option) => option.id === value));
      })
      .map(({ key }) => [key, url.values[key]!]),
  );
  return { filters, values, page: url.page, set: url.set };
}

/** A typed filter: sent once typing pauses (a date at once, whole or emptied). */
function TypedFilter({
  filter,
  value,
  onSettle,
}: {
  filter: ListFilter;
  value: string;
  onSettle: (value: string) => void;
}) {
  const [text, setText] = useDebouncedSearch(value, onSettle);
  const type = filter.type ?? 'search';
  return (
    <TextField
      label={filter.label}
      description={filter.description}
      type={type}
      value={type === 'date' ? value : text}
      onChange={type === 'date' ? onSettle : setText}
    />
  );
}

/**
 * A console list page: its heading and actions, the filters (kept in the address with the page,
 * so a reload, the back button or a shared link shows the same rows), then the loading, error and
 * empty ladder, the table and the pager. Every list of the console is one of these.
 */
export function ResourceList<N extends ListCall>({
  title,
  create,
  actions,
  list,
  params,
  query: applied,
  children,
}: {
  /** The page's heading. */
  title: string;
  /** The link to a new record's page: its address and text ("New offering"). */
  create?: readonly [href: string, label: string];
  /** Above the filters: a line of help, a form, an export. */
  actions?: ReactNode;
  list: ListDefinition<N>;
  /** The call's path parameters, for a list inside a record. */
  params?: Record<string, string>;
  /** Filters the page applies itself (a form checked before it filters), sent with the list's own. */
  query?: Readonly<Record<string, string>>;
  /** Below the list: what else the page keeps (a panel of categories). */
  children?: ReactNode;
}) {
  const { filters, values, ...url } = useListFilters(list.filters ?? []);
  const pageSize = list.pageSize ?? 25;
  const own = { ...applied, ...values };
  const sent = list.unpaged ? own : { page: url.page, limit: pageSize, ...own };
  const input = { ...(params ? { params } : {}), query: sent };
  const query = useStaffQuery(list.call, input as unknown as Omit<CallInput<Contract[N]>, 'signal'>);

  return (
    <>
      <h1>{title}</h1>
      {create ? (
        <p>
          <Link variant="button" href={create[0]}>
            {create[1]}
          </Link>
        </p>
      ) : null}
      {actions}
      {filters.length > 0 ? (
        <FilterBar>
          {filters.map((filter) =>
            filter.options ? (
              <ChoiceSelect
                key={filter.key}
                label={filter.label}
                description={filter.description}
                none={filter.allLabel ?? 'All'}
                items={filter.options}
                selectedKey={values[filter.key] ?? null}
                onSelectionChange={(key) => url.set({ [filter.key]: key === null ? '' : String(key) })}
              />
            ) : (
              <TypedFilter
                key={filter.key}
                filter={filter}
                value={values[filter.key] ?? ''}
                onSettle={(value) => url.set({ [filter.key]: value })}
              />
            ),
          )}
        </FilterBar>
      ) : null}
      <Loaded query={query} what={`the ${list.noun}`}>
        {(answer) => {
          // An answer without `totalDocs` (all the records, as `docs` alone) counts its records.
          const page = answer as Partial<Page<RowOf<N>>> | readonly RowOf<N>[] | undefined;
          const docs = (Array.isArray(page) ? page : (page as Partial<Page<RowOf<N>>> | undefined)?.docs) ?? [];
          const total = (page as Partial<Page<RowOf<N>>> | undefined)?.totalDocs ?? docs.length;
          if (docs.length === 0) return <p role="status">{list.empty(values)}</p>;
          return (
            <>
              {list.count ? (
                <p role="status">
                  {list.count(total, values)}
                  {query.isFetching ? ' (updating…)' : ''}
                </p>
              ) : null}
              <RecordTable
                aria-label={list.label}
                aria-busy={query.isFetching || undefined}
                columns={list.columns}
                rows={docs}
                rowKey={list.rowKey}
              />
              {!list.unpaged && total > pageSize ? (
                <Pagination
                  aria-label={list.pagesLabel}
                  page={url.page}
                  pageCount={Math.ceil(total / pageSize)}
                  onPageChange={(page) => url.set({ page: String(page) })}
                />
              ) : null}
            </>
          );
        }}
      </Loaded>
      {children}
    </>
  );
}

/** Declares a list with its row type read from the call (so each column's `cell` is typed). */
export const defineList = <N extends ListCall>(list: ListDefinition<N>): ListDefinition<N> => list;
