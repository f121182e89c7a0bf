import { QueryClient } from '@tanstack/react-query';

/**
 * The site's cache settings; the server makes one such client per page it renders.
 *
 * A module of its own, importing only TanStack Query: boot.ts imports it as the step that
 * evaluates the `framework` chunk (the router, TanStack Query, styled-components) in a task of
 * its own, before the providers (decision 0015).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // On a 0.5 Mbps phone a refetch on every focus costs real time and data. The same minute
      // keeps data the server rendered into the page from being fetched again on arrival.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** The browser's one cache. */
export const queryClient = createQueryClient();
