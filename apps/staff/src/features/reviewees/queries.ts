import { api } from '@review-center/api-client';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../app/api-client.ts';

export const PAGE_SIZE = 25;

/** Query keys and options of the reviewee pages (one factory: mutations invalidate through it). */
export const revieweeKeys = {
  all: ['reviewees'] as const,
  list: (search: string, page: number) => [...revieweeKeys.all, 'list', search, page] as const,
  detail: (id: string) => [...revieweeKeys.all, 'detail', id] as const,
};

export const revieweeQueries = {
  list: (search: string, page: number) =>
    queryOptions({
      queryKey: revieweeKeys.list(search, page),
      queryFn: ({ signal }) =>
        apiClient.call(api.listReviewees, {
          query: { page, limit: PAGE_SIZE, ...(search ? { search } : {}) },
          signal,
        }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: revieweeKeys.detail(id),
      queryFn: ({ signal }) => apiClient.call(api.getReviewee, { params: { id }, signal }),
    }),
};
