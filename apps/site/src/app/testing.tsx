import { createApiClient } from '@review-center/api-client';
import { ApiClientProvider } from '@review-center/api-client/react';
import { DesignSystemProvider, ToastRegion, toastQueue } from '@review-center/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearSessionToken, getSessionToken } from './session.ts';

export const API = 'http://api.test/api/v2';

/** MSW for one test file: unhandled calls fail the test; handlers and session reset after each. */
export function setupMockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    clearSessionToken();
    toastQueue.clear();
  });
  afterAll(() => server.close());
  return server;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders one page at `path` with the app's providers, a toast region, and a marker of where the router is. */
export function renderPage(element: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: API, getToken: getSessionToken });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <RouterProvider router={router} />
          <ToastRegion />
        </ApiClientProvider>
      </QueryClientProvider>
    </DesignSystemProvider>,
  );
  return { router, queryClient };
}
