import { createContext, useContext } from 'react';
import type { ApiClient } from '../http.ts';

/** Apart from the provider component, so that an edit to that component hot-swaps it. */
export const ApiClientContext = createContext<ApiClient | null>(null);

/** The client the app was given; hooks build their queries from it. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
