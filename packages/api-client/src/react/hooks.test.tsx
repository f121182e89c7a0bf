// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../http.ts';
import { createHandlers } from '../mocks/handlers.ts';
import { userFixture } from '../mocks/fixtures.ts';
import { useCourseware, useCurrentUser, useUpdateUser } from './index.ts';
import { ApiClientProvider } from './provider.tsx';

const BASE = 'http://api.test/api/v2';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={createApiClient({ baseUrl: BASE, getToken: () => 'token' })}>
        {children}
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/**
 * Testing Library's waitFor gives up after 1 s; a refetch through MSW on a 2-core machine running
 * the other suites beside it can take longer. What is awaited is unchanged.
 */
const SETTLED = { timeout: 5_000 };

describe('hooks', () => {
  it('should show the new mobile number once the profile update settles', async () => {
    server.use(...createHandlers({ baseUrl: BASE }));
    const { result } = renderHook(() => ({ me: useCurrentUser(), update: useUpdateUser() }), { wrapper });
    await waitFor(() => expect(result.current.me.data?.mobile).toBe(userFixture.mobile), SETTLED);
    await result.current.update.mutateAsync({ params: { id: userFixture._id }, body: { mobile: '09998887777' } });
    await waitFor(() => expect(result.current.me.data?.mobile).toBe('09998887777'), SETTLED);
  });

  it('should surface the courseware 403 as the error the page maps to its message', async () => {
    server.use(...createHandlers({ baseUrl: BASE, scenario: 'courseware-not-enrolled' }));
    const { result } = renderHook(() => useCourseware(userFixture._id), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: 'http', status: 403 }), SETTLED);
  });
});
