// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { EnrollmentDetail } from '@review-center/api-client/contract';
import { createHandlers } from '@review-center/api-client/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CancelDialog } from './CancelDialog.tsx';

const API = 'http://api.test/api/v2';

/** The cancel call's handler of each test, and every body it was sent. */
const mock = vi.hoisted(() => ({ handlers: [] as HttpHandler[], bodies: [] as unknown[] }));
vi.mock('../../app/api-client.ts', async () =>
  (await import('../../app/mock-api-client.ts')).mockApiClientModule(() => mock.handlers),
);
// jsdom lays nothing out and has no scrollIntoView, which a form calls as a field takes focus.
Element.prototype.scrollIntoView = () => undefined;
const notified: string[] = [];
vi.mock('../../app/notify.ts', () => ({ notify: (title: string) => notified.push(title) }));

afterEach(() => {
  cleanup();
  notified.length = 0;
  mock.bodies.length = 0;
});

/** An enrollment of the mock API (the console's stories'), its reference and payments changed. */
let fixture: EnrollmentDetail;
beforeAll(async () => {
  const response = await getResponse(
    createHandlers({ baseUrl: API, scenario: 'admin' }),
    new Request(`${API}/admin/enrollments/enr-processing/history`, { headers: { authorization: 'Bearer x' } }),
  );
  fixture = (await response!.json()) as EnrollmentDetail;
});
const enrollment = (amountPaid: number): EnrollmentDetail => ({
  ...fixture,
  reference: 'RC-2026-0001',
  createdDate: '2026-01-05T02:00:00.000Z',
  amountPaid,
  amountRefunded: 0,
});

/** The server answers the cancel with the enrollment cancelled and `refunded`, or with `refusal`. */
function answer({ refunded = 0, refusal }: { refunded?: number; refusal?: string } = {}) {
  mock.handlers = [
    http.post(`${API}/admin/enrollments/:id/cancel`, async ({ request }) => {
      mock.bodies.push(await request.json());
      if (refusal) return HttpResponse.json({ message: refusal }, { status: 400 });
      return HttpResponse.json({ ...enrollment(1500), status: 'Cancelled', amountRefunded: refunded });
    }),
  ];
}

const open = (amountPaid: number) => {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CancelDialog enrollment={enrollment(amountPaid)} isOpen onClose={onClose} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Cancel enrollment RC-2026-0001' }), onClose };
};

async function fillRefund(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, amount: string) {
  await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Withdrew');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Record a refund' }));
  await user.type(within(dialog).getByRole('textbox', { name: /^Refund amount/ }), amount);
  await user.click(within(dialog).getByRole('button', { name: /Refund channel/ }));
  await user.click(await screen.findByRole('option', { name: 'GCash' }));
  await user.type(within(dialog).getByRole('textbox', { name: /^Refund reference/ }), 'GC-1');
  await user.type(within(dialog).getByRole('textbox', { name: /^Refund reason/ }), 'Asked to withdraw');
}

describe('CancelDialog (decision 0084)', () => {
  it('should not ask about a refund when the enrollment received nothing', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog, onClose } = open(0);
    expect(within(dialog).queryByRole('checkbox', { name: 'Record a refund' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Withdrew');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the enrollment' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.bodies).toEqual([{ reason: 'Withdrew' }]);
    expect(notified).toEqual(['Cancelled RC-2026-0001']);
  });

  it('should refuse one centavo more than was paid before sending, and send exactly what was paid', async () => {
    answer({ refunded: 1500 });
    const user = userEvent.setup();
    const { dialog, onClose } = open(1500);
    expect(within(dialog).getByText(/This enrollment received ₱1,500\.00/)).toBeInTheDocument();
    await fillRefund(user, dialog, '1500.01');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and record the refund' }));
    const amount = within(dialog).getByRole('textbox', { name: /^Refund amount/ });
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription(/at most PHP 1,500\.00, what was paid/));
    expect(mock.bodies).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and record the refund' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.bodies).toEqual([
      {
        reason: 'Withdrew',
        refund: {
          amount: 1500,
          channel: 'GCash',
          reference: 'GC-1',
          refundDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          reason: 'Asked to withdraw',
        },
      },
    ]);
    expect(notified).toEqual(['Cancelled RC-2026-0001; refund of ₱1,500.00 recorded']);
  });

  it('should show a refusal of the server under the field it names, keeping what was typed', async () => {
    answer({ refusal: 'body.refund.reference: Refund reference is required' });
    const user = userEvent.setup();
    const { dialog, onClose } = open(1500);
    await fillRefund(user, dialog, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and record the refund' }));
    const reference = within(dialog).getByRole('textbox', { name: /^Refund reference/ });
    await vi.waitFor(() => expect(reference).toHaveAccessibleDescription(/Refund reference is required/));
    expect(reference).toHaveValue('GC-1');
    expect(onClose).not.toHaveBeenCalled();
  });
});
