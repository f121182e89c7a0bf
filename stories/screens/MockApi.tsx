import { createApiClient } from '@review-center/api-client';
import { createHandlers, type MockOptions } from '@review-center/api-client/mocks';
import { ApiClientProvider } from '@review-center/api-client/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getResponse } from 'msw';
import { type ReactNode, useState } from 'react';

/**
 * The API as packages/api-client's MSW handlers answer it, for one screen. The client's `fetch`
 * resolves each request against the handlers in the page (MSW's `getResponse`), so the stories
 * need no service worker and run the same in Storybook, its static build and the story tests.
 */
export function MockApi({ options, children }: { options: MockOptions; children: ReactNode }) {
  const [value] = useState(() => {
    const handlers = createHandlers(options);
    const fetch: typeof globalThis.fetch = async (input, init) =>
      (await getResponse(handlers, new Request(new URL(String(input), location.href), init))) ??
      Response.json({ message: 'No mock for this call' }, { status: 404 });
    return {
      client: createApiClient({ fetch, getToken: () => 'demo-session-token' }),
      // A failed call shows its error at once: a story shows a state, not a retry.
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
    };
  });
  return (
    <QueryClientProvider client={value.queryClient}>
      <ApiClientProvider client={value.client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
