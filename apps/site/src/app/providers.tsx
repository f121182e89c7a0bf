import { type ApiClient, createApiClient } from '@review-center/api-client';
import { ApiClientProvider } from '@review-center/api-client/react';
import { DesignSystemProvider } from '@review-center/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiBaseUrl } from './config.ts';
import { getSessionToken } from './session.ts';

export const apiClient = createApiClient({ baseUrl: apiBaseUrl, getToken: getSessionToken });

/** The site's cache settings; the server makes one such client per page it renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // On a 0.5 Mbps phone a refetch on every focus costs real time and data. The same minute
      // keeps data the server rendered into the page from being fetched again on arrival.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

export const queryClient = createQueryClient();

export interface AppProvidersProps {
  children: ReactNode;
  /** @default the browser's one client */
  queryClient?: QueryClient;
  /** @default the browser's one client */
  apiClient?: ApiClient;
}

export function AppProviders({
  children,
  queryClient: queries = queryClient,
  apiClient: api = apiClient,
}: AppProvidersProps) {
  return (
    <DesignSystemProvider>
      <QueryClientProvider client={queries}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </DesignSystemProvider>
  );
}
