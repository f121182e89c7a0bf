import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Table, type TableColumn } from './Table.tsx';

interface Enrollment {
  id: string;
  reviewee: string;
  email: string;
  course: string;
  status: string;
  balance: number;
}

const enrollments: Enrollment[] = [
  {
    id: 'e1',
    reviewee: 'Ligaya Ocampo',
    email: 'ligaya.ocampo@example.ph',
    course: 'LET Elementary',
    status: 'Active',
    balance: 0,
  },
  {
    id: 'e2',
    reviewee: 'Andres Bautista',
    email: 'andres.b@example.ph',
    course: 'LET Secondary: English',
    status: 'Payment review',
    balance: 4500,
  },
  {
    id: 'e3',
    reviewee: 'Corazon Dela Cruz',
    email: 'cora.delacruz@example.ph',
    course: 'LET Secondary: Mathematics',
    status: 'Processing',
    balance: 9000,
  },
  {
    id: 'e4',
    reviewee: 'Bayani Santos',
    email: 'bayani.santos@example.ph',
    course: 'LET Elementary',
    status: 'Active',
    balance: 1500,
  },
];

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

const columns: TableColumn<Enrollment>[] = [
  { id: 'reviewee', name: 'Reviewee', isRowHeader: true, allowsSorting: true, cell: (row) => row.reviewee },
  { id: 'email', name: 'E-mail', cell: (row) => row.email },
  { id: 'course', name: 'Course', allowsSorting: true, cell: (row) => row.course },
  { id: 'status', name: 'Status', cell: (row) => row.status },
  {
    id: 'balance',
    name: 'Balance',
    align: 'end',
    allowsSorting: true,
    cell: (row) => peso.format(row.balance),
  },
];

/** The rows in the order of a sort descriptor, as the console's list would get them from the API. */
function sorted(rows: Enrollment[], { column, direction }: SortDescriptor) {
  const key = column as keyof Enrollment;
  const order = [...rows].sort((a, b) =>
    typeof a[key] === 'number' ? Number(a[key]) - Number(b[key]) : String(a[key]).localeCompare(String(b[key])),
  );
  return direction === 'descending' ? order.reverse() : order;
}

// The component's type argument set, so the stories' columns and rows type-check as enrollments.
const EnrollmentTable = Table<Enrollment>;

const meta = {
  title: 'Primitives/Table',
  component: EnrollmentTable,
  tags: ['autodocs'],
  args: { 'aria-label': 'Enrollments', columns, rows: enrollments },
} satisfies Meta<typeof EnrollmentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);

/** Arrow keys move from row to row and, from a row, into its cells. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Enrollments' });
    await expect(bodyRows(table)).toHaveLength(4);
    await userEvent.tab();
    const rows = bodyRows(table);
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(rows[1]!).getByRole('gridcell', { name: 'andres.b@example.ph' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(rows[2]!).getByRole('gridcell', { name: 'cora.delacruz@example.ph' })).toHaveFocus();
  },
};

/** A visible caption names the table. */
export const WithCaption: Story = {
  args: { 'aria-label': undefined, caption: 'Enrollments this term' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Enrollments this term' })).toBeInTheDocument();
  },
};

/**
 * Pressing a sortable header sorts by it, ascending and then descending; the header says so with
 * `aria-sort`. The rows are sorted by the caller (here the story; in the console, the API).
 */
export const Sortable: Story = {
  args: { onSortChange: fn() },
  render: function Render(args) {
    const [sort, setSort] = useState<SortDescriptor>({ column: 'reviewee', direction: 'ascending' });
    return (
      <Table
        {...args}
        rows={sorted(enrollments, sort)}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Enrollments' });
    const reviewee = canvas.getByRole('columnheader', { name: 'Reviewee' });
    const balance = canvas.getByRole('columnheader', { name: 'Balance' });
    await expect(reviewee).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCells(table)).toEqual(['Andres Bautista', 'Bayani Santos', 'Corazon Dela Cruz', 'Ligaya Ocampo']);

    await userEvent.click(balance);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'balance', direction: 'ascending' });
    await expect(balance).toHaveAttribute('aria-sort', 'ascending');
    await expect(reviewee).not.toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCells(table)).toEqual(['Ligaya Ocampo', 'Bayani Santos', 'Andres Bautista', 'Corazon Dela Cruz']);

    await userEvent.click(balance);
    await expect(balance).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(table)[0]).toBe('Corazon Dela Cruz');

    // From the keyboard: Enter on a focused header sorts too.
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Course' }));
    await expect(canvas.getByRole('columnheader', { name: 'Course' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Course' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(table)[0]).toBe('Corazon Dela Cruz');
  },
};

/** Checkboxes select rows; the header's checkbox selects them all; the count agrees with its noun. */
export const Selectable: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    const andres = canvas.getByRole('row', { name: /Andres Bautista/ });
    await userEvent.click(within(andres).getByRole('checkbox'));
    await expect(andres).toHaveAttribute('aria-selected', 'true');
    await expect(status).toHaveTextContent(/^1 row selected$/);
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);

    // Space on a focused row selects it.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: /Corazon Dela Cruz/ })).toHaveAttribute('aria-selected', 'true');
    await expect(status).toHaveTextContent(/^2 rows selected$/);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(status).toHaveTextContent(/^4 rows selected$/);
  },
};

/** No rows: the body says so, in the caller's words. */
export const Empty: Story = {
  args: { rows: [], emptyState: 'No enrollments match these filters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveTextContent('No enrollments match these filters.');
  },
};

/** Loading: a spinner and a status instead of rows. */
export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Loading enrollments…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading enrollments…');
    await expect(canvas.queryByRole('row', { name: /Ligaya Ocampo/ })).not.toBeInTheDocument();
  },
};

/**
 * The "Columns" menu chooses the columns: E-mail starts hidden (`isHidden`), the person shows it
 * and hides Course. The row header (Reviewee) is always shown, so it is not in the menu.
 */
export const PickedColumns: Story = {
  args: {
    caption: 'Enrollments',
    'aria-label': undefined,
    allowsColumnPicking: true,
    onHiddenColumnsChange: fn(),
    columns: columns.map((column) => (column.id === 'email' ? { ...column, isHidden: true } : column)),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const headers = () => canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers()).toEqual(['Reviewee', 'Course', 'Status', 'Balance']);

    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Columns' });
    await expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Reviewee' })).not.toBeInTheDocument();
    const email = within(menu).getByRole('menuitemcheckbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(email);
    await expect(headers()).toEqual(['Reviewee', 'E-mail', 'Course', 'Status', 'Balance']);
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Course' }));
    await expect(headers()).toEqual(['Reviewee', 'E-mail', 'Status', 'Balance']);
    await expect(args.onHiddenColumnsChange).toHaveBeenLastCalledWith(new Set(['course']));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Columns' })).toHaveFocus());
  },
};

const auditRows = [
  {
    id: 'a1',
    when: '27 Nov 2026, 09:14',
    who: 'registrar@reviewcenter.example.ph',
    change:
      'Status: Payment review → Active; Next due: 15 Dec 2026 → 15 Jan 2027; Note: "Paid in full at the Quezon City branch, official receipt 004512"',
  },
  {
    id: 'a2',
    when: '27 Nov 2026, 10:02',
    who: 'cashier.bautista.longname@reviewcenter.example.ph',
    change: 'Reference: GCASH-2026-11-27-000000000000481516234200001',
  },
];

/**
 * At a narrow width (22rem) long values wrap inside their cells, even an unbroken reference, so
 * the table stays within its container and nothing is cut off or scrolls sideways.
 */
export const LongTextWrapsWhenNarrow: Story = {
  parameters: { maxInlineSize: '22rem' },
  render: () => (
    <Table
      caption="Changes"
      rows={auditRows}
      columns={[
        { id: 'when', name: 'When', isRowHeader: true, cell: (row) => row.when },
        { id: 'who', name: 'Who', cell: (row) => row.who },
        { id: 'change', name: 'Change', cell: (row) => row.change },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('grid', { name: 'Changes' });
    const box = canvasElement.querySelector<HTMLElement>('.ds-table-scroller')!;
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(box.clientWidth);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    // Not scrolling, so not an extra stop in the Tab order either.
    await expect(box).not.toHaveAttribute('tabindex');
    await expect(canvas.getByRole('gridcell', { name: /GCASH-2026/ }).getBoundingClientRect().height).toBeGreaterThan(
      40,
    );
  },
};

/**
 * The last resort: five columns in 12rem cannot fit even with every cell wrapped, so the table
 * scrolls inside its own region, which is named after the table and takes focus so the keyboard
 * can scroll it. The page itself never scrolls sideways.
 */
export const ScrollsInItsOwnRegion: Story = {
  parameters: { maxInlineSize: '12rem' },
  play: async ({ canvas, canvasElement }) => {
    const region = await canvas.findByRole('region', { name: 'Enrollments' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
