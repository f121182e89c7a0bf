import { type ApiClient, createApiClient } from '@review-center/api-client';
import { ApiClientProvider } from '@review-center/api-client/react';
import { DesignSystemProvider } from '@review-center/design-system';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiBaseUrl } from './config.ts';
import { queryClient } from './query-client.ts';
import { getSessionToken } from './session.ts';

/**
 * The browser's one API client. It stays beside the providers rather than in a module of its own
 * (which hot reload would prefer): reached from route-data.ts too, that module's imports would be
 * split off the providers' chunk into three more first-load chunks (+0.3 KB on /home, measured
 * with `pnpm bench:bundle`).
 */
export const apiClient = createApiClient({ baseUrl: apiBaseUrl, getToken: getSessionToken });

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
