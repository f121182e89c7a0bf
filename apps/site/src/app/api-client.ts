import { createApiClient } from '@review-center/api-client';
import { apiBaseUrl } from './config.ts';
import { getSessionToken } from './session.ts';

/** The browser's one API client, sending the session token of this tab's reviewee. */
export const apiClient = createApiClient({ baseUrl: apiBaseUrl, getToken: getSessionToken });
