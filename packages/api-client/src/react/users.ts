import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http.ts';
import { callEndpoint } from './endpoints.ts';
import { callMutation } from './mutation.ts';
import { useApiClient } from './context.ts';

/** Query keys for the signed-in user. Sign-out should `queryClient.clear()`: every key is per user. */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

export const userQueries = {
  /** GET /users/{id}/reset-links/{token}: read once, the page decides from it. */
  resetLink: (client: ApiClient, id: string, token: string) =>
    queryOptions({
      queryKey: [...userKeys.all, 'reset-link', id, token] as const,
      queryFn: ({ signal }) => callEndpoint(client, 'checkResetLink', { params: { id, token }, signal }),
      staleTime: Infinity,
      retry: false,
    }),
  /** GET /users/me; a newer call cancels the one in flight (product §7). */
  me: (client: ApiClient) =>
    queryOptions({
      queryKey: userKeys.me(),
      queryFn: ({ signal }) => callEndpoint(client, 'getMe', { signal }),
    }),
};

/**
 * Writes. Sign-in and register return the session: the caller stores the token, then reads
 * /users/me, so they invalidate nothing themselves.
 */
export const userMutations = {
  signIn: (client: ApiClient, queryClient: QueryClient) => callMutation(client, queryClient, 'signIn'),
  register: (client: ApiClient, queryClient: QueryClient) => callMutation(client, queryClient, 'register'),
  verify: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'verifyUser', () => [userKeys.me()]),
  resendVerification: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'resendVerification'),
  resetPassword: (client: ApiClient, queryClient: QueryClient) => callMutation(client, queryClient, 'resetPassword'),
  changePassword: (client: ApiClient, queryClient: QueryClient) => callMutation(client, queryClient, 'changePassword'),
  /** Sign-out revokes the token; the caller then forgets it and clears every cached query. */
  signOut: (client: ApiClient, queryClient: QueryClient) => callMutation(client, queryClient, 'signOut'),
  signOutEverywhere: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'signOutEverywhere'),
  /** Updating the profile refreshes /users/me. */
  update: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'updateUser', () => [userKeys.me()]),
};

export const useCurrentUser = () => useQuery(userQueries.me(useApiClient()));
export const useSignIn = () => useMutation(userMutations.signIn(useApiClient(), useQueryClient()));
export const useRegister = () => useMutation(userMutations.register(useApiClient(), useQueryClient()));
export const useVerifyUser = () => useMutation(userMutations.verify(useApiClient(), useQueryClient()));
export const useResendVerification = () =>
  useMutation(userMutations.resendVerification(useApiClient(), useQueryClient()));
export const useResetPassword = () => useMutation(userMutations.resetPassword(useApiClient(), useQueryClient()));
export const useResetLink = (id: string, token: string) => useQuery(userQueries.resetLink(useApiClient(), id, token));
export const useChangePassword = () => useMutation(userMutations.changePassword(useApiClient(), useQueryClient()));
export const useSignOut = () => useMutation(userMutations.signOut(useApiClient(), useQueryClient()));
export const useSignOutEverywhere = () =>
  useMutation(userMutations.signOutEverywhere(useApiClient(), useQueryClient()));
export const useUpdateUser = () => useMutation(userMutations.update(useApiClient(), useQueryClient()));
