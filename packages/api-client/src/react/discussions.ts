import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http.ts';
import { useApiClient } from './context.ts';
import { callEndpoint } from './endpoints.ts';
import { callMutation } from './mutation.ts';

/*
 * Discussions (decision 0038) in a module of their own, so only the pages that use them carry
 * their code, not every page's first load.
 */

/** Discussions: our read calls (decision 0038), per offering and per thread. */
export const discussionKeys = {
  all: ['discussions'] as const,
  lists: () => [...discussionKeys.all, 'list'] as const,
  list: (userId: string, offering: string) => [...discussionKeys.lists(), userId, offering] as const,
  details: () => [...discussionKeys.all, 'detail'] as const,
  detail: (userId: string, discussionId: string) => [...discussionKeys.details(), userId, discussionId] as const,
};

export const discussionQueries = {
  /** An offering's threads, newest activity first; 403 (not Active) is not worth retrying. */
  list: (client: ApiClient, userId: string, offering: string) =>
    queryOptions({
      queryKey: discussionKeys.list(userId, offering),
      queryFn: ({ signal }) =>
        callEndpoint(client, 'listDiscussions', { params: { id: userId }, query: { offering, limit: 100 }, signal }),
      retry: false,
    }),
  /** One thread with its replies; 403 and 404 (hidden or gone) are not worth retrying. */
  detail: (client: ApiClient, userId: string, discussionId: string) =>
    queryOptions({
      queryKey: discussionKeys.detail(userId, discussionId),
      queryFn: ({ signal }) => callEndpoint(client, 'getDiscussion', { params: { id: userId, discussionId }, signal }),
      retry: false,
    }),
};

export const discussionMutations = {
  createDiscussion: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'createDiscussion', () => [discussionKeys.all]),
  updateDiscussion: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'updateDiscussion', () => [discussionKeys.all]),
  createOpinion: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'createOpinion', () => [discussionKeys.all]),
  updateOpinion: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'updateOpinion', () => [discussionKeys.all]),
};

export const useDiscussions = (userId: string, offering: string) =>
  useQuery(discussionQueries.list(useApiClient(), userId, offering));
export const useDiscussion = (userId: string, discussionId: string) =>
  useQuery(discussionQueries.detail(useApiClient(), userId, discussionId));
export const useCreateDiscussion = () =>
  useMutation(discussionMutations.createDiscussion(useApiClient(), useQueryClient()));
export const useUpdateDiscussion = () =>
  useMutation(discussionMutations.updateDiscussion(useApiClient(), useQueryClient()));
export const useCreateOpinion = () => useMutation(discussionMutations.createOpinion(useApiClient(), useQueryClient()));
export const useUpdateOpinion = () => useMutation(discussionMutations.updateOpinion(useApiClient(), useQueryClient()));
