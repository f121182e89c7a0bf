import { createApiClient } from '@review-center/api-client';
import { API_BASE_PATH } from '@review-center/domain';
import { QueryClient } from '@tanstack/react-query';
import { getStaffToken } from './session.ts';

/** The console's one API client, sending the signed-in staff member's token. */
export const apiClient = createApiClient({ baseUrl: API_BASE_PATH, getToken: getStaffToken });

/** Staff work on fresh data: a decision made in another tab shows on the next focus. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 5_000, retry: 1 } },
});
