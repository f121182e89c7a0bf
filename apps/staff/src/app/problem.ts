import { isApiError, serverMessage } from '@review-center/api-client';

/**
 * What went wrong, in words a staff member can act on: the server's own message when it sent
 * one (it names the field or the state that refused the action), else what kind of failure it
 * was. Never the request line of a failed call.
 */
export function problemOf(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (isApiError(error)) {
    if (error.kind === 'network') return 'The server cannot be reached. Check the connection and try again.';
    if (error.kind === 'timeout') return 'The server took too long to answer. Try again.';
    if (error.status === 404) return 'It no longer exists, or was never there.';
    return 'The server could not do this. Try again, or tell the administrator.';
  }
  return error instanceof Error ? error.message : String(error);
}
