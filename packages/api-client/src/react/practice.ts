import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { practiceItemsQuery } from '../contract/practice.ts';
import type { ApiClient } from '../http.ts';
import { callEndpoint } from './endpoints.ts';
import { callMutation } from './mutation.ts';
import { useApiClient } from './context.ts';

type PracticeItemsQuery = z.input<typeof practiceItemsQuery>;

/** Practice and the review queue (decision 0081): per user, so one invalidation refreshes a user's. */
export const practiceKeys = {
  all: ['practice'] as const,
  user: (userId: string) => [...practiceKeys.all, userId] as const,
  overview: (userId: string) => [...practiceKeys.user(userId), 'overview'] as const,
  items: (userId: string, query: PracticeItemsQuery) => [...practiceKeys.user(userId), 'items', query] as const,
};

export const practiceQueries = {
  /** 403 means no access to any offering (decision 0081): an answer, not a failure worth retrying. */
  overview: (client: ApiClient, userId: string) =>
    queryOptions({
      queryKey: practiceKeys.overview(userId),
      queryFn: ({ signal }) => callEndpoint(client, 'getPracticeOverview', { params: { id: userId }, signal }),
      retry: (count, error) => error.status !== 403 && count < 1,
    }),
  /**
   * A session's items are drawn once (decision 0081: due first, then at random): never refetched
   * while it runs, which would swap the items under the reviewee, and dropped once it ends, so
   * the next session draws anew.
   */
  items: (client: ApiClient, userId: string, query: PracticeItemsQuery) =>
    queryOptions({
      queryKey: practiceKeys.items(userId, query),
      queryFn: ({ signal }) => callEndpoint(client, 'listPracticeItems', { params: { id: userId }, query, signal }),
      staleTime: Infinity,
      gcTime: 0,
      retry: (count, error) => error.status !== 403 && count < 1,
    }),
};

export const practiceMutations = {
  /** An answer reschedules its item: the queue's counts change, the session's drawn items do not. */
  answer: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'answerPractice', (input) => [practiceKeys.overview(input.params.id)]),
  /** The overview carries the goal and the streak, each null when turned off. */
  preferences: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'updatePracticePreferences', (input) => [practiceKeys.overview(input.params.id)]),
};

export const usePracticeOverview = (userId: string) => useQuery(practiceQueries.overview(useApiClient(), userId));
export const usePracticeItems = (userId: string, query: PracticeItemsQuery, { enabled = true } = {}) =>
  useQuery({ ...practiceQueries.items(useApiClient(), userId, query), enabled });
export const useAnswerPractice = () => useMutation(practiceMutations.answer(useApiClient(), useQueryClient()));
export const useUpdatePracticePreferences = () =>
  useMutation(practiceMutations.preferences(useApiClient(), useQueryClient()));
