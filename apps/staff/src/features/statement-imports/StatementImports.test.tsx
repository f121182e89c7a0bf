// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { adminUserFixture, createHandlers, createMockState } from '@review-center/api-client/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatementImportPage, StatementImportsPage } from './pages.tsx';

const API = 'http://api.test/api/v2';
const mock = vi.hoisted(() => ({ handlers: [] as HttpHandler[] }));
vi.mock('../../app/api-client.ts', async () =>
  (await import('../../app/mock-api-client.ts')).mockApiClientModule(() => mock.handlers),
);
// jsdom lays nothing out and has no scrollIntoView, which a form calls as a field takes focus.
Element.prototype.scrollIntoView = () => undefined;
const notified: string[] = [];
vi.mock('../../app/notify.ts', () => ({
  notify: (title: string) => notified.push(title),
  notifyFailure: (error: unknown) => notified.push(String(error)),
}));

/** The mock API (the console's stories'), signed in as the administrator, GCash's columns saved. */
beforeEach(() => {
  const state = createMockState('default');
  state.me = { ...adminUserFixture, token: 'admin-token' };
  state.statementMappings = [
    {
      channel: 'GCash',
      dateColumn: 'Date',
      amountColumn: 'Credit',
      textColumn: 'Description',
      dateFormat: 'YYYY-MM-DD',
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ];
  mock.handlers = createHandlers({ baseUrl: API, state });
});
afterEach(() => {
  cleanup();
  notified.length = 0;
});

function open(path = '/statement-imports') {
  const router = createMemoryRouter(
    [
      { path: '/statement-imports', element: <StatementImportsPage /> },
      { path: '/statement-imports/:id', element: <StatementImportPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

const statement = (...lines: string[]) => new File([lines.join('\r\n')], 'gcash-november.csv', { type: 'text/csv' });
const HEADER = 'Date,Description,Debit,Credit,Balance';

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the bank statements (decision 0088)', () => {
  it('should ask for the channel, the file and the date format before sending anything', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Match the statement' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Payment channel: Choose the payment channel of the statement',
      'Choose the statement’s CSV file',
      'Dates written as: Choose how the dates are written',
    ]);
    // The columns are asked once the file's header is read.
    expect(screen.queryByRole('button', { name: /Date column/ })).toBeNull();
  });

  it('should offer the channel’s saved columns from the file’s header, and open the matched statement', async () => {
    const { user, router } = open();
    await choose(user, /Payment channel/, 'GCash');
    await user.upload(
      document.querySelector('input[type="file"]')!,
      statement(HEADER, '2026-11-20,Payment rc 2024 124,,"9,500.00",1', '2026-11-21,Cash out,500,,1'),
    );
    expect(await screen.findByText('Chosen: gcash-november.csv')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Date column/ })).toHaveTextContent('Date');
    expect(screen.getByRole('button', { name: /Amount column/ })).toHaveTextContent('Credit');
    expect(screen.getByRole('button', { name: /Reference or memo column/ })).toHaveTextContent('Description');
    expect(screen.getByRole('button', { name: /Dates written as/ })).toHaveTextContent('YYYY-MM-DD');

    await user.click(screen.getByRole('button', { name: 'Match the statement' }));
    await screen.findByRole('heading', { name: 'Statement gcash-november.csv' });
    expect(router.state.location.pathname).toMatch(/^\/statement-imports\/stm-/);
    expect(notified).toEqual(['gcash-november.csv: 1 matched, 0 to review, 1 unknown']);
    expect(screen.getByText('1 matched, 0 to review, 1 unknown')).toBeInTheDocument();
    const rows = await screen.findByRole('table', { name: 'Rows of the statement' });
    expect(
      within(rows)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LineDateAmountMemoOutcomePayment',
      expect.stringContaining('Matched: waiting for your confirmation'),
      expect.stringContaining('Unknown: Not money received'),
    ]);
    expect(within(rows).getByRole('link', { name: 'RC-2024-000124' })).toHaveAttribute('href', '/payments/enr-review');

    // Nothing is approved until the dialog's Approve.
    await user.click(screen.getByRole('button', { name: 'Approve 1 matched payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 1 matched payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText(/^Confirmed .* 1 payment approved\.$/);
    expect(notified.at(-1)).toBe('Approved 1 payment');
    expect(await within(rows).findByText('Matched: approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('should list each line of a refused file with its reason, keeping the choices', async () => {
    const { user } = open();
    await choose(user, /Payment channel/, 'GCash');
    await user.upload(document.querySelector('input[type="file"]')!, statement(HEADER, '11/20/2026,@SUM(A1),,1,1'));
    await screen.findByRole('button', { name: /Date column/ });
    await user.click(screen.getByRole('button', { name: 'Match the statement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported from gcash-november.csv: fix the line below and import the file again.',
    );
    expect(within(screen.getByRole('list', { name: 'Lines to fix' })).getByRole('listitem')).toHaveTextContent(
      'Line 2: The cell “@SUM(A1)” in column “Description” starts with “@”, which a spreadsheet runs as a formula: take it out; The date “11/20/2026” is not a day written as YYYY-MM-DD',
    );
    expect(screen.getByRole('button', { name: /Payment channel/ })).toHaveTextContent('GCash');
    expect(screen.getByText('Chosen: gcash-november.csv')).toBeInTheDocument();
  });
});
