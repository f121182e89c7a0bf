import { API_BASE_PATH } from '@review-center/domain';

/**
 * Where the API lives. Same origin by default; set VITE_API_BASE_URL at build time to run the
 * site against another host (for example the provider's own /api/v2).
 */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? API_BASE_PATH;
