import type { ApiClient } from '@review-center/api-client';
import { ApiClientProvider } from '@review-center/api-client/react';
import { DesignSystemProvider } from '@review-center/design-system';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiClient } from './api-client.ts';
import { queryClient } from './query-client.ts';

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
