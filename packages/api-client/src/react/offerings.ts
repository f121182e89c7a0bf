import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { listOfferingsQuery } from '../contract/offerings.ts';
import type { ApiClient } from '../http.ts';
import { callEndpoint } from './endpoints.ts';
import { useApiClient } from './context.ts';

type ListQuery = z.input<typeof listOfferingsQuery>;

/** Query keys for offerings (TanStack key-factory pattern). */
export const offeringKeys = {
  all: ['offerings'] as const,
  lists: () => [...offeringKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...offeringKeys.lists(), query] as const,
  details: () => [...offeringKeys.all, 'detail'] as const,
  detail: (id: string) => [...offeringKeys.details(), id] as const,
};

export const offeringQueries = {
  list: (client: ApiClient, query: ListQuery) =>
    queryOptions({
      queryKey: offeringKeys.list(query),
      queryFn: ({ signal }) => callEndpoint(client, 'listOfferings', { query, signal }),
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
