import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http.ts';
import { callEndpoint } from './endpoints.ts';
import { callMutation } from './mutation.ts';
import { useApiClient } from './context.ts';

export const accountKeys = {
  all: ['account'] as const,
  user: (userId: string) => [...accountKeys.all, userId] as const,
  subscriptions: (userId: string) => [...accountKeys.user(userId), 'subscriptions'] as const,
  courseware: (userId: string) => [...accountKeys.user(userId), 'courseware'] as const,
  progressAll: (userId: string) => [...accountKeys.user(userId), 'progress'] as const,
  progress: (userId: string, category?: string) => [...accountKeys.progressAll(userId), category ?? 'all'] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  exams: () => [...categoryKeys.all, 'exams'] as const,
};

export const accountQueries = {
  subscriptions: (client: ApiClient, userId: string) =>
    queryOptions({
      queryKey: accountKeys.subscriptions(userId),
      queryFn: ({ signal }) => callEndpoint(client, 'listSubscriptions', { params: { id: userId }, signal }),
    }),
  /** 403 not enrolled, 404 none available (product §6): not worth retrying. */
  courseware: (client: ApiClient, userId: string) =>
    queryOptions({
      queryKey: accountKeys.courseware(userId),
      queryFn: ({ signal }) => callEndpoint(client, 'getCourseware', { params: { id: userId }, signal }),
      retry: false,
    }),
  progress: (client: ApiClient, userId: string, category?: string) =>
    queryOptions({
      queryKey: accountKeys.progress(userId, category),
      queryFn: ({ signal }) =>
        callEndpoint(client, 'getProgress', { params: { id: userId }, query: { category }, signal }),
    }),
};

export const categoryQueries = {
  /** GET /categories, group=exams (product §7). */
  exams: (client: ApiClient) =>
    queryOptions({
      queryKey: categoryKeys.exams(),
      queryFn: ({ signal }) =>
        callEndpoint(client, 'listCategories', { query: { limit: 100, group: 'exams' }, signal }),
      staleTime: 60 * 60 * 1000,
    }),
};

export const accountMutations = {
  supportTicket: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'createSupportTicket'),
};

export const useSubscriptions = (userId: string) => useQuery(accountQueries.subscriptions(useApiClient(), userId));
export const useCourseware = (userId: string) => useQuery(accountQueries.courseware(useApiClient(), userId));
export const useProgress = (userId: string, category?: string) =>
  useQuery(accountQueries.progress(useApiClient(), userId, category));
export const useExamCategories = () => useQuery(categoryQueries.exams(useApiClient()));
export const useCreateSupportTicket = () =>
  useMutation(accountMutations.supportTicket(useApiClient(), useQueryClient()));
