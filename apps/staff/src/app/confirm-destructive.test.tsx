// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { api } from '@review-center/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffAccountsPage } from '../features/staff-accounts/StaffAccountsPage.tsx';

const MEMBER = {
  _id: 'staff-2',
  email: 'ana@review-center.ph',
  firstName: 'Ana',
  lastName: 'Reyes',
  role: 'cashier',
  disabled: false,
};

/** The endpoints called, in order; the list answers one active cashier. */
const called: unknown[] = [];
vi.mock('./api-client.ts', () => ({
  apiClient: {
    call: (endpoint: unknown) => {
      called.push(endpoint);
      return Promise.resolve(endpoint === api.listStaff ? { docs: [MEMBER], totalDocs: 1 } : MEMBER);
    },
  },
}));
vi.mock('./staff-user.ts', () => ({ useStaffUser: () => ({ _id: 'staff-1', role: 'admin' }) }));

afterEach(() => {
  cleanup();
  called.length = 0;
});

describe('a destructive action', () => {
  it('disabling a staff account: should ask first, naming the account, and Cancel should change nothing', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <StaffAccountsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const disable = await screen.findByRole('button', { name: 'Disable ana@review-center.ph' });

    await user.click(disable);
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable ana@review-center.ph?' });
    expect(dialog).toHaveTextContent('can no longer sign in');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(called).not.toContain(api.disableStaff);

    await user.click(disable);
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(called).toContain(api.disableStaff));
  });
});
