import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { listOfferingsQuery } from '../contract/offerings.ts';
import type { ApiClient } from '../http.ts';
import { callEndpoint } from './endpoints.ts';
import { useApiClient } from './context.ts';
import { loadMorePaging, pageNumberOf } from './content.ts';

type ListQuery = z.input<typeof listOfferingsQuery>;

/** Query keys for offerings (TanStack key-factory pattern). */
export const offeringKeys = {
  all: ['offerings'] as const,
  lists: () => [...offeringKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...offeringKeys.lists(), query] as const,
  published: (pageSize: number) => [...offeringKeys.all, 'published', pageSize] as const,
  details: () => [...offeringKeys.all, 'detail'] as const,
  detail: (id: string) => [...offeringKeys.details(), id] as const,
};

export const offeringQueries = {
  list: (client: ApiClient, query: ListQuery) =>
    queryOptions({
      queryKey: offeringKeys.list(query),
      queryFn: ({ signal }) => callEndpoint(client, 'listOfferings', { query, signal }),
    }),
  /**
   * The offerings page: published offerings, `pageSize` at a time (10, product §7 "page 1, limit
   * 10, published true"), with Load More for the rest, as the lecturers page has.
   */
  published: (client: ApiClient, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: offeringKeys.published(pageSize),
      ...loadMorePaging,
      queryFn: ({ pageParam, signal }) =>
        callEndpoint(client, 'listOfferings', {
          query: { page: pageNumberOf(pageParam, pageSize), limit: pageSize, published: true },
          signal,
        }),
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: offeringKeys.detail(id),
      queryFn: ({ signal }) => callEndpoint(client, 'getOffering', { params: { id }, signal }),
    }),
};

/** The offerings page: page 1, limit 10, published only (product §7, §9). */
export const useOfferings = (query: ListQuery) => useQuery(offeringQueries.list(useApiClient(), query));
export const useOffering = (id: string) => useQuery(offeringQueries.detail(useApiClient(), id));
