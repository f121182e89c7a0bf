// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { api } from '@review-center/api-client';
import type { Device } from '@review-center/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevieweeDevices } from './RevieweeDevices.tsx';

const REGISTERED: Device = {
  _id: 'dev-2',
  browser: 'Chrome on Android',
  firstSeenAt: '2026-11-20T01:00:00.000Z',
  lastSeenAt: '2026-11-27T09:30:00.000Z',
  releasedAt: null,
  releaseReason: null,
};
const MOVED: Device = {
  _id: 'dev-1',
  browser: 'Safari on iOS',
  firstSeenAt: '2026-10-01T01:00:00.000Z',
  lastSeenAt: '2026-11-19T12:00:00.000Z',
  releasedAt: '2026-11-20T01:00:00.000Z',
  releaseReason: 'moved',
};

/** The endpoints called, in order. */
const called: unknown[] = [];
let devices: Device[] = [REGISTERED, MOVED];
vi.mock('../../app/api-client.ts', () => ({
  apiClient: {
    call: (endpoint: unknown) => {
      called.push(endpoint);
      if (endpoint === api.resetRevieweeDevice) {
        devices = devices.map((d) => (d.releasedAt ? d : { ...d, releasedAt: d.lastSeenAt, releaseReason: 'reset' }));
        return Promise.resolve({ message: 'Device reset: the next sign-in registers a new device' });
      }
      return Promise.resolve(devices);
    },
  },
}));

afterEach(() => {
  cleanup();
  called.length = 0;
  devices = [REGISTERED, MOVED];
});

const renderDevices = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RevieweeDevices id="usr-maria" email="maria@example.ph" />
    </QueryClientProvider>,
  );

describe('a reviewee’s devices', () => {
  it('should list the history, newest first, with how each device stopped being the account’s', async () => {
    renderDevices();
    const table = await screen.findByRole('table', { name: 'Devices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome on Android.*Registered$/),
      expect.stringMatching(/^Safari on iOS.*Moved by the reviewee, /),
    ]);
  });

  it('should reset the registered device only after a confirmation naming the account', async () => {
    const user = userEvent.setup();
    renderDevices();
    await user.click(await screen.findByRole('button', { name: 'Reset device' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the registered device of maria@example.ph?' });
    expect(dialog).toHaveTextContent('Chrome on Android is signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(called).not.toContain(api.resetRevieweeDevice);

    await user.click(screen.getByRole('button', { name: 'Reset device' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset device' }));
    await waitFor(() => expect(called).toContain(api.resetRevieweeDevice));
    // Nothing is registered any more: the history says so and no reset is offered.
    expect(await screen.findByText(/^Reset by staff, /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset device' })).not.toBeInTheDocument();
  });
});
