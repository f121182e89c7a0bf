export { createApiClient } from './http.ts';
export type { ApiClient, ApiClientOptions, CallInput, CallResult } from './http.ts';
export { ApiError, isApiError } from './errors.ts';
export type { ApiErrorKind } from './errors.ts';
export * as api from './contract/index.ts';
