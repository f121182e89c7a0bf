import type { Failure } from '@review-center/domain';

/** What went wrong with a call, as one typed error (docs/architecture.md#api-client). */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, for kind 'http'. */
  readonly status: number | undefined;
  /** Parsed response body, for kind 'http' when the server sent JSON. */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.body = options.body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * A failed call in the shape the domain's `messageFor(operation, failure)` reads (product §8 is
 * keyed by network / HTTP status): the domain's `Failure` minus `expired-link`, which is found
 * before any call.
 */
export type CallFailure = Exclude<Failure, { kind: 'expired-link' }>;

/**
 * Turns whatever a call threw into a failure for the error catalogue. Anything that is not an
 * ApiError (a bug, an aborted call) reads as an invalid response, which product §8 shows as the generic
 * message.
 */
export function toFailure(error: unknown): CallFailure {
  if (!isApiError(error)) return { kind: 'invalid-response' };
  if (error.kind === 'http') return { kind: 'http', status: error.status ?? 500 };
  return { kind: error.kind };
}

/** The `{ message }` an error response carried (contract `errorBodySchema`), if any. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const { message } = error.body as { message?: unknown };
  return typeof message === 'string' ? message : undefined;
}

/**
 * A call cancelled on purpose (a newer GET /users/me, an unmounted query): not a failure to
 * show, and not a reason to drop the session (product §2 removes the token only when /users/me fails).
 */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
