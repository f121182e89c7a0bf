import { isApiError } from '@review-center/api-client';
import { userKeys, userQueries, useApiClient } from '@review-center/api-client/react';
import type { CurrentUser } from '@review-center/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { clearSessionToken, getSessionToken, setSessionToken, subscribeToSession } from './session.ts';

/**
 * The session token as React state. The server snapshot is always null, so a prerendered page
 * hydrates as signed out and switches to the Account link right after (product §2 "Header and
 * shell"; docs/decisions/0006-app-start.md).
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getSessionToken, () => null);
}

/**
 * The statuses that mean "this token is not a session" (product §2 "On failure the token is
 * removed"). A network error, a timeout or a cancelled call says nothing about the token, so
 * the reviewee on a flaky connection is not signed out (docs/decisions/0006-app-start.md).
 */
const REJECTED_SESSION_STATUSES = new Set([401, 403, 404]);

export function isSessionRejected(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && REJECTED_SESSION_STATUSES.has(error.status ?? 0);
}

export interface CurrentUserState {
  /** The signed-in user, once GET /users/me answered. */
  user: CurrentUser | undefined;
  /** Whether a session token exists (the header's Account link follows it, product §4). */
  hasSession: boolean;
  /** True while /users/me is in flight for the stored token: the header shows a spinner. */
  isLoading: boolean;
  /**
   * Why /users/me gave no user although a session exists: the server could not be reached or
   * failed (a rejected token is removed instead, so the session ends).
   */
  error: unknown;
  /** Asks /users/me again (the offline message's Try again). */
  retry: () => void;
  /** The server said the stored token is not a session (the root layout then removes it). */
  isRejected: boolean;
}

/**
 * The current user for any page: GET /users/me while a session token exists (product §2
 * "Application start"). Reading it from several components makes one call (TanStack Query).
 */
export function useCurrentUser(): CurrentUserState {
  const token = useSessionToken();
  const client = useApiClient();
  const query = useQuery({
    ...userQueries.me(client),
    enabled: token !== null,
    // A rejected token will not become valid by asking again; a dropped connection might.
    retry: (failureCount, error) => !isSessionRejected(error) && failureCount < 1,
  });
  return {
    user: token === null ? undefined : query.data,
    hasSession: token !== null,
    isLoading: token !== null && query.isPending && query.fetchStatus !== 'idle',
    error: token !== null && query.data === undefined && !isSessionRejected(query.error) ? query.error : null,
    retry: () => void query.refetch(),
    isRejected: token !== null && isSessionRejected(query.error),
  };
}

/**
 * Application start (product §2): the current user is fetched; success refreshes the stored token,
 * an HTTP rejection removes it. Mounted once, in the root layout.
 */
export function useApplicationStart(): CurrentUserState {
  const token = useSessionToken();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const state = useCurrentUser();
  const query = useQuery({ ...userQueries.me(client), enabled: false });

  useEffect(() => {
    if (token === null) {
      // Signed out: the cached user belongs to the old session.
      queryClient.removeQueries({ queryKey: userKeys.me() });
    } else if (query.data && query.data.token !== token) {
      // A different token arrived (sign-in, the protected-route hand-off): ask again.
      void queryClient.invalidateQueries({ queryKey: userKeys.me() });
    }
    // query.data is deliberately left out: the refresh below must not cause another call.
  }, [token, queryClient]);

  useEffect(() => {
    if (query.data?.token && query.data.token !== getSessionToken()) setSessionToken(query.data.token);
  }, [query.data]);

  useEffect(() => {
    if (query.error && isSessionRejected(query.error)) clearSessionToken();
  }, [query.error]);

  return state;
}
