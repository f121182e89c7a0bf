import { type ReactNode, type RefAttributes, useId, useMemo, useRef, useState } from 'react';
import {
  Table as AriaTable,
  type TableProps as AriaTableProps,
  Cell,
  Collection,
  Column,
  type Key,
  Menu,
  MenuTrigger,
  Row,
  type Selection,
  type SortDirection,
  TableBody,
  TableHeader,
  VisuallyHidden,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { PickerItem, PickerPopover, TableFrame } from './Table.styles.ts';
import { formatSelectedRows } from './tableLabels.ts';
import { useOverflowsInline } from './useOverflowsInline.ts';

/** One row of a Table: any object with a unique `id`. */
export interface TableRowData {
  /** The row's key: what selection, `disabledKeys` and `onRowAction` speak of. */
  id: Key;
}

/** One column of a Table, described as data: its header, how to show a row in it, and its options. */
export interface TableColumn<T> {
  /** The column's key; also the `column` of a sort descriptor. */
  id: string;
  /** The header's text, also the column's name in the column picker. */
  name: string;
  /** What the row shows in this column. */
  cell: (row: T) => ReactNode;
  /**
   * Whether this column names the row for screen readers (read as each row is reached). One
   * column should; without one the first column does. It is never hidden.
   */
  isRowHeader?: boolean;
  /** Whether pressing the header sorts by this column (the table reports it, `onSortChange`). */
  allowsSorting?: boolean;
  /**
   * Whether the column starts hidden; the person can show it with the column picker. Use it for
   * the columns a wide table can spare.
   */
  isHidden?: boolean;
  /**
   * Which edge the column's text keeps to: `end` for amounts and counts.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

export interface TableProps<T extends TableRowData>
  extends Omit<AriaTableProps, 'children' | 'className' | 'style'>, RefAttributes<HTMLDivElement> {
  /** The columns, in order. */
  columns: readonly TableColumn<T>[];
  /** The rows, in the order shown (sort them yourself on `onSortChange`, or let the server). */
  rows: readonly T[];
  /**
   * A visible title that names the table (and its scrolling region). Without one, give
   * `aria-label` or `aria-labelledby`.
   */
  caption?: ReactNode;
  /**
   * Whether the rows are loading: the body shows `loadingLabel` with a spinner instead of rows.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What the body says while loading.
   * @default 'Loading…'
   */
  loadingLabel?: string;
  /**
   * What the body shows when there are no rows.
   * @default 'No rows to show.'
   */
  emptyState?: ReactNode;
  /**
   * Whether a "Columns" menu lets the person choose which columns show (every column but the
   * row header). Columns marked `isHidden` start unchecked.
   * @default false
   */
  allowsColumnPicking?: boolean;
  /** The ids of the hidden columns, when the caller keeps them (in the URL, in storage). */
  hiddenColumns?: Iterable<string>;
  /** Called with the ids of the hidden columns when the person picks columns. */
  onHiddenColumnsChange?: (hiddenColumns: Set<string>) => void;
  /**
   * The column picker's button text.
   * @default 'Columns'
   */
  columnPickerLabel?: string;
  /**
   * The line saying how many rows are selected; an empty string hides it.
   * @default (count) => `${count} rows selected` (`1 row selected`; nothing for 0)
   */
  formatSelectedCount?: (count: number) => string;
  /**
   * Whether rows can be selected, one or many; a column of checkboxes shows when they can.
   * @default 'none'
   */
  selectionMode?: AriaTableProps['selectionMode'];
  /** A class for the outer element (caption, tools and table). */
  className?: string;
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg className="ds-table-sort" viewBox="0 0 12 12" fill="currentColor" aria-hidden="true">
      {direction !== 'descending' ? <path d="M6 1l4 4H2z" /> : null}
      {direction !== 'ascending' ? <path d="M6 11L2 7h8z" /> : null}
    </svg>
  );
}

const check = (
  <svg viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
    <path d="M2.5 7.5l3 3 6-7" />
  </svg>
);

/**
 * A table of records on React Aria's Table: columns described as data, sortable headers that set
 * `aria-sort`, row selection with checkboxes, a loading and an empty state, a caption, and a
 * column picker. Arrow keys move between rows and cells; Space selects; Enter on a sortable
 * header sorts.
 *
 * **When to use:** A list of records the person compares, sorts or acts on (the console's lists).
 * Pair it with `Pagination` when the server serves a page at a time.
 *
 * **When not to:** For one record's fields (use `DescriptionList`), or for a layout.
 *
 * **Accessibility:** A grid with row headers, so each row is announced by its name; sortable
 * columns carry `aria-sort`; the selected count is a polite status. It never makes the page
 * scroll sideways: long text wraps, columns can be hidden, and as a last resort the table
 * scrolls inside its own labelled region, which then takes focus so the keyboard can scroll it.
 */
export function Table<T extends TableRowData>({
  columns,
  rows,
  caption,
  isLoading = false,
  loadingLabel = 'Loading…',
  emptyState = 'No rows to show.',
  allowsColumnPicking = false,
  hiddenColumns,
  onHiddenColumnsChange,
  columnPickerLabel = 'Columns',
  formatSelectedCount = formatSelectedRows,
  className,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  ref,
  ...props
}: TableProps<T>) {
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsInline(scroller);

  const rowHeaderId = (columns.find((column) => column.isRowHeader) ?? columns[0])?.id;
  const [ownHidden, setOwnHidden] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((column) => column.isHidden).map((column) => column.id)),
  );
  const hidden = hiddenColumns ? new Set(hiddenColumns) : ownHidden;
  const hiddenKey = [...hidden].sort().join('\n');
  const shown = useMemo(
    () => columns.filter((column) => column.id === rowHeaderId || !hidden.has(column.id)),
    // hiddenKey stands for `hidden`, a new Set on every render when the caller keeps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, rowHeaderId, hiddenKey],
  );
  const pickable = columns.filter((column) => column.id !== rowHeaderId);
  const pickColumns = (keys: Selection) => {
    const next = new Set(
      pickable.filter((column) => keys !== 'all' && !keys.has(column.id)).map((column) => column.id),
    );
    setOwnHidden(next);
    onHiddenColumnsChange?.(next);
  };

  const [ownSelection, setOwnSelection] = useState<'all' | Iterable<Key>>(() => defaultSelectedKeys ?? new Set<Key>());
  const selection = selectedKeys ?? ownSelection;
  const selectedCount = selection === 'all' ? rows.length : new Set(selection).size;
  const select = (keys: Selection) => {
    setOwnSelection(keys);
    onSelectionChange?.(keys);
  };
  const selects = selectionMode !== 'none';

  const labelledBy = props['aria-labelledby'] ?? (caption ? captionId : undefined);
  const selectedLine = selects ? formatSelectedCount(selectedCount) : '';
  const hasTop = Boolean(caption) || allowsColumnPicking || selects;

  return (
    <TableFrame ref={ref} className={className}>
      {hasTop ? (
        <div className="ds-table-top">
          {caption ? (
            <p className="ds-table-caption" id={captionId}>
              {caption}
            </p>
          ) : null}
          <div className="ds-table-tools">
            {selects ? (
              <p className="ds-table-selected" role="status">
                {selectedLine}
              </p>
            ) : null}
            {allowsColumnPicking ? (
              <MenuTrigger>
                <Button variant="secondary" size="sm">
                  {columnPickerLabel}
                </Button>
                <PickerPopover placement="bottom end">
                  <Menu
                    aria-label={columnPickerLabel}
                    selectionMode="multiple"
                    selectedKeys={pickable.filter((column) => !hidden.has(column.id)).map((column) => column.id)}
                    onSelectionChange={pickColumns}
                  >
                    {pickable.map((column) => (
                      <PickerItem key={column.id} id={column.id} textValue={column.name}>
                        {({ isSelected }) => (
                          <>
                            <span className="ds-table-check">{isSelected ? check : null}</span>
                            {column.name}
                          </>
                        )}
                      </PickerItem>
                    ))}
                  </Menu>
                </PickerPopover>
              </MenuTrigger>
            ) : null}
          </div>
        </div>
      ) : null}
      <div
        className="ds-table-scroller"
        ref={scroller}
        role={overflows ? 'region' : undefined}
        tabIndex={overflows ? 0 : undefined}
        aria-labelledby={overflows ? labelledBy : undefined}
        aria-label={overflows && !labelledBy ? props['aria-label'] : undefined}
        aria-busy={isLoading || undefined}
      >
        <AriaTable
          {...props}
          aria-labelledby={labelledBy}
          className="ds-table"
          selectionMode={selectionMode}
          selectedKeys={selection}
          onSelectionChange={select}
        >
          <TableHeader className="ds-table-header" columns={shown} dependencies={[shown]}>
            {selects ? (
              <Column className="ds-table-column ds-table-selection">
                {selectionMode === 'multiple' ? (
                  <Checkbox slot="selection">{null}</Checkbox>
                ) : (
                  <VisuallyHidden>Selected</VisuallyHidden>
                )}
              </Column>
            ) : null}
            <Collection items={shown}>
              {(column) => (
                <Column
                  id={column.id}
                  isRowHeader={column.id === rowHeaderId}
                  allowsSorting={column.allowsSorting}
                  textValue={column.name}
                  className={column.align === 'end' ? 'ds-table-column ds-table-end' : 'ds-table-column'}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <span className="ds-table-column-label">
                      {column.name}
                      {allowsSorting ? <SortIcon direction={sortDirection} /> : null}
                    </span>
                  )}
                </Column>
              )}
            </Collection>
          </TableHeader>
          <TableBody
            className="ds-table-body"
            items={isLoading ? [] : rows}
            dependencies={[shown, selects]}
            renderEmptyState={() =>
              isLoading ? (
                <div className="ds-table-state" role="status">
                  <Spinner label="" />
                  {loadingLabel}
                </div>
              ) : (
                <div className="ds-table-state">{emptyState}</div>
              )
            }
          >
            {(row) => (
              <Row id={row.id} className="ds-table-row" dependencies={[shown, row]}>
                {selects ? (
                  <Cell className="ds-table-cell ds-table-selection">
                    <Checkbox slot="selection">{null}</Checkbox>
                  </Cell>
                ) : null}
                <Collection items={shown}>
                  {(column) => (
                    <Cell className={column.align === 'end' ? 'ds-table-cell ds-table-end' : 'ds-table-cell'}>
                      {column.cell(row)}
                    </Cell>
                  )}
                </Collection>
              </Row>
            )}
          </TableBody>
        </AriaTable>
      </div>
    </TableFrame>
  );
}
