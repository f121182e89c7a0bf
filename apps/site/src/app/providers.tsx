import { createApiClient } from '@review-center/api-client';
import { ApiClientProvider } from '@review-center/api-client/react';
import { DesignSystemProvider } from '@review-center/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiBaseUrl } from './config.ts';
import { getSessionToken } from './session.ts';

export const apiClient = createApiClient({ baseUrl: apiBaseUrl, getToken: getSessionToken });

export const queryClient = new QueryClient({
  defaultOptions: {
    // On a 0.5 Mbps phone a refetch on every focus costs real time and data.
    queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </DesignSystemProvider>
  );
}
