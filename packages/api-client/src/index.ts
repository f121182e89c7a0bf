export { createApiClient } from './http.ts';
export type { ApiClient, ApiClientOptions, CallInput, CallResult } from './http.ts';
export { ApiError, isAbortError, isApiError, serverMessage, toFailure } from './errors.ts';
export type { ApiErrorKind, CallFailure } from './errors.ts';
export * as api from './contract/index.ts';
