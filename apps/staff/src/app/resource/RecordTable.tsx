import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The console's data table: dense rows, a header that stays readable, zebra stripes. It never
 * runs past the window: a long word (an e-mail, a receipt id) breaks where it must, so the columns
 * share the width at 1024 px as at 1280 px.
 */
const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  margin-block: var(--ds-space-4);
  background: var(--ds-color-surface);

  th,
  td {
    text-align: start;
    padding: var(--ds-space-2) var(--ds-space-3);
    border-block-end: 1px solid var(--ds-color-border);
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    font-weight: var(--ds-font-weight-bold);
  }
  tbody tr:nth-child(even) {
    background: var(--ds-color-surface-muted);
  }
`;

/** One column: its header and what a row shows in it (given its place among the rows, for an order). */
export interface Column<Row> {
  name: string;
  cell: (row: Row, index: number, rows: readonly Row[]) => ReactNode;
  /** The row's name: a row header, which screen readers announce along the row. */
  rowHeader?: boolean;
}

/**
 * Records as a table of columns described as data: the console's one table, for a list page and
 * for the records inside a page (a reviewee's enrollments, the dashboard's counts). Given `empty`,
 * no rows show that line instead of an empty table.
 */
export function RecordTable<Row>({
  columns,
  rows,
  rowKey = (row) => (row as { _id: string })._id,
  empty,
  ...props
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /**
   * What tells a record from the others.
   * @default the record's `_id`
   */
  rowKey?: (row: Row) => string;
  /** What shows instead of the table when there are no rows ("No enrollments."). */
  empty?: string;
} & Pick<ComponentProps<'table'>, 'aria-label' | 'aria-labelledby' | 'aria-busy' | 'className'>) {
  if (empty !== undefined && rows.length === 0) return <p>{empty}</p>;
  return (
    <Table {...props}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.name} scope="col">
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.name} scope="row">
                  {column.cell(row, index, rows)}
                </th>
              ) : (
                <td key={column.name}>{column.cell(row, index, rows)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
