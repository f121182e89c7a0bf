// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@review-center/api-client';
import { useNotifyingAction, useStaffAction, useStaffQuery } from './staff-queries.ts';

/** Every call the hooks send, by name: each answers at once, but for `held` ones. */
const calls: string[] = [];
/** Calls that answer only when the test lets them (`release`): a slow list beside a quick one. */
const held = new Map<string, () => void>();
/** What the device list answers: the registered device, until the reset takes it away. */
let deviceRegistered = true;
vi.mock('@review-center/api-client/react', () => ({
  callEndpoint: (_client: unknown, name: string) => {
    calls.push(name);
    if (name === 'resetRevieweeDevice') deviceRegistered = false;
    if (name === 'listRevieweeDevices') return Promise.resolve(deviceRegistered ? [{ releasedAt: null }] : []);
    if (held.has(name)) return new Promise((resolve) => held.set(name, () => resolve({ docs: [], totalDocs: 0 })));
    if (name === 'publishOffering') {
      return Promise.reject(
        new ApiError('http', 'answered 409', { status: 409, body: { message: 'It is published' } }),
      );
    }
    return Promise.resolve({ _id: 'pay-1', docs: [], totalDocs: 0 });
  },
}));
vi.mock('./api-client.ts', () => ({ apiClient: {} }));
/** Every notification, as [title, ok]. */
const notified: [string, boolean | undefined][] = [];
vi.mock('./notify.ts', async () => {
  const { problemOf } = await import('./problem.ts');
  return {
    notify: (title: string, ok?: boolean) => notified.push([title, ok]),
    notifyFailure: (error: unknown) => notified.push([problemOf(error), false]),
  };
});

afterEach(() => {
  cleanup();
  calls.length = 0;
  notified.length = 0;
  held.clear();
  deviceRegistered = true;
});

describe('useStaffAction', () => {
  it('should fetch the open queries again after an action, but not the item the action took away', async () => {
    let approve!: ReturnType<typeof useStaffAction<'approveEnrollment'>>;
    function Page() {
      useStaffQuery('getReviewEnrollment', { params: { id: 'pay-1' } });
      useStaffQuery('listReviewEnrollments', { query: { limit: 2 } });
      approve = useStaffAction('approveEnrollment', { leaves: 'getReviewEnrollment' });
      return null;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    calls.length = 0;

    await act(() => approve.mutateAsync({ params: { id: 'pay-1' } }));
    // The queue is read again; the decided payment (now a 404) is not, only marked stale.
    expect(calls).toEqual(['approveEnrollment', 'listReviewEnrollments']);
    expect(client.getQueryState(['staff', 'getReviewEnrollment', { params: { id: 'pay-1' } }])?.isInvalidated).toBe(
      true,
    );
  });
});

describe('useNotifyingAction', () => {
  it('should say what the action did, or why it did not', async () => {
    let duplicate!: ReturnType<typeof useNotifyingAction<'duplicateOffering'>>;
    let publish!: ReturnType<typeof useNotifyingAction<'publishOffering'>>;
    function Page() {
      duplicate = useNotifyingAction('duplicateOffering', (copy) => `${copy._id} created`);
      publish = useNotifyingAction('publishOffering', () => 'published');
      return null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    act(() => duplicate.run({ params: { id: 'off-1' } }));
    act(() => publish.run({ params: { id: 'off-1' } }));
    await waitFor(() => expect(notified).toHaveLength(2));
    expect(notified).toEqual(
      expect.arrayContaining([
        ['pay-1 created', undefined],
        ['It is published', false],
      ]),
    );
  });

  it('should say what the action did when the refreshed page no longer shows its button', async () => {
    // The reset takes away the device that showed the button: the device list answers first and
    // the button goes, while another list of the page is still on its way. Under load this is how
    // the registrar's "Device of … reset" went unsaid.
    function Page() {
      useStaffQuery('listStaffAnnouncements', { query: {} });
      const devices = useStaffQuery('listRevieweeDevices', { params: { id: 'user-1' } });
      return devices.data?.length ? <ResetButton /> : <p>No device</p>;
    }
    let reset!: ReturnType<typeof useNotifyingAction<'resetRevieweeDevice'>>;
    function ResetButton() {
      reset = useNotifyingAction('resetRevieweeDevice', () => 'Device reset');
      return <button type="button">Reset device</button>;
    }
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    await view.findByRole('button', { name: 'Reset device' });
    held.set('listStaffAnnouncements', () => {});
    act(() => reset.run({ params: { id: 'user-1' } }));
    await view.findByText('No device');
    act(() => held.get('listStaffAnnouncements')?.());
    await waitFor(() => expect(notified).toEqual([['Device reset', undefined]]));
  });
});
