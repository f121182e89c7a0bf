import type { ApiClient } from '@review-center/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { queryClient } from './query-client.ts';

/** The element holding the data the server rendered the page with (JSON, read by main.tsx). */
export const QUERY_STATE_ELEMENT_ID = 'rc-query-state';

/**
 * What a route loader is handed when the server renders a page (React Router's request
 * context): the clients of that one request, so no two reviewees share a cache. `data: false`
 * is the build-time prerender, which has no API to ask.
 */
export interface ServerRouteContext {
  queryClient: QueryClient;
  apiClient: ApiClient;
  data: boolean;
}

function isServerContext(context: unknown): context is ServerRouteContext {
  return typeof context === 'object' && context !== null && 'queryClient' in context;
}

/**
 * Starts a page's data requests from its route loader (docs/style.md#data).
 * In the browser the page shows at once and its lists fill in as they arrive, so the loader
 * does not wait; on the server the loader waits, so the lists are in the HTML it sends (so
 * content paints before JavaScript runs, docs/architecture.md#performance-budget) and in the cache the browser is handed. Prefetching
 * never throws: a failed list is each page's own business (product §8).
 */
export function prefetchRouteData(
  context: unknown,
  prefetch: (queries: QueryClient, api: ApiClient) => Promise<unknown>[],
): Promise<null> | null {
  if (!isServerContext(context)) {
    void prefetch(queryClient, apiClient);
    return null;
  }
  if (!context.data) return null;
  return Promise.all(prefetch(context.queryClient, context.apiClient)).then(() => null);
}
