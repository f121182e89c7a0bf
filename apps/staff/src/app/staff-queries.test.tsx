// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaffAction, useStaffQuery } from './staff-queries.ts';

/** Every call the hooks send, by name: each answers at once. */
const calls: string[] = [];
vi.mock('@review-center/api-client/react', () => ({
  callEndpoint: (_client: unknown, name: string) => {
    calls.push(name);
    return Promise.resolve({ _id: 'pay-1', docs: [], totalDocs: 0 });
  },
}));
vi.mock('./api-client.ts', () => ({ apiClient: {} }));

afterEach(() => {
  cleanup();
  calls.length = 0;
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
