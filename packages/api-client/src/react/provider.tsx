import type { ReactNode } from 'react';
import type { ApiClient } from '../http.ts';
import { ApiClientContext } from './context.ts';

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}
