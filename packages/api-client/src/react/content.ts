import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { listAnnouncementsQuery } from '../contract/announcements.ts';
import type { listLecturersQuery } from '../contract/lecturers.ts';
import type { ApiClient } from '../http.ts';
import { callEndpoint } from './endpoints.ts';
import { useApiClient } from './context.ts';

/**
 * The paging behind a Load More button (product §2: Lecturers, "shown while the total exceeds what
 * is loaded"; Offerings, the same for its page of 10): the page parameter is how many items are
 * loaded, the next page is asked for while the last answer's total exceeds them. Spread into
 * `infiniteQueryOptions`; a resource paged by page number turns the count into one
 * (`pageNumberOf`).
 */
export const loadMorePaging = {
  initialPageParam: 0,
  getNextPageParam: (
    last: { docs: readonly unknown[]; totalDocs: number },
    pages: readonly { docs: readonly unknown[] }[],
  ): number | undefined => {
    const loaded = pages.reduce((count, page) => count + page.docs.length, 0);
    return loaded < last.totalDocs && last.docs.length > 0 ? loaded : undefined;
  },
};

/** The 1-based page that starts after `loaded` items, pages being `pageSize` long. */
export const pageNumberOf = (loaded: number, pageSize: number) => Math.floor(loaded / pageSize) + 1;

type AnnouncementQuery = z.input<typeof listAnnouncementsQuery>;
type LecturerQuery = z.input<typeof listLecturersQuery>;

export const announcementKeys = {
  all: ['announcements'] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  list: (query: AnnouncementQuery) => [...announcementKeys.lists(), query] as const,
  details: () => [...announcementKeys.all, 'detail'] as const,
  detail: (slug: string) => [...announcementKeys.details(), slug] as const,
};

export const announcementQueries = {
  /** Home: limit 3, sort -date; list page: 4 (product §9). */
  list: (client: ApiClient, query: AnnouncementQuery) =>
    queryOptions({
      queryKey: announcementKeys.list(query),
      queryFn: ({ signal }) => callEndpoint(client, 'listAnnouncements', { query, signal }),
    }),
  /** One announcement by slug, or null ('ANNOUNCEMENT NOT FOUND', product §2). */
  detail: (client: ApiClient, slug: string) =>
    queryOptions({
      queryKey: announcementKeys.detail(slug),
      queryFn: async ({ signal }) =>
        (await callEndpoint(client, 'listAnnouncements', { query: { slug, limit: 1 }, signal })).docs[0] ?? null,
    }),
};

export const lecturerKeys = {
  all: ['lecturers'] as const,
  lists: () => [...lecturerKeys.all, 'list'] as const,
  list: (query: LecturerQuery) => [...lecturerKeys.lists(), query] as const,
  pages: (pageSize: number) => [...lecturerKeys.all, 'pages', pageSize] as const,
};

export const lecturerQueries = {
  list: (client: ApiClient, query: LecturerQuery) =>
    queryOptions({
      queryKey: lecturerKeys.list(query),
      queryFn: ({ signal }) => callEndpoint(client, 'listLecturers', { query, signal }),
    }),
  /** 4 per page with Load More while the total exceeds what is loaded (product §2 Lecturers). */
  pages: (client: ApiClient, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: lecturerKeys.pages(pageSize),
      ...loadMorePaging,
      queryFn: ({ pageParam, signal }) =>
        callEndpoint(client, 'listLecturers', { query: { limit: pageSize, offset: pageParam }, signal }),
    }),
};

export const useAnnouncements = (query: AnnouncementQuery) => useQuery(announcementQueries.list(useApiClient(), query));
export const useAnnouncement = (slug: string) => useQuery(announcementQueries.detail(useApiClient(), slug));
export const useLecturers = (query: LecturerQuery) => useQuery(lecturerQueries.list(useApiClient(), query));
export const useLecturerPages = (pageSize: number) => useInfiniteQuery(lecturerQueries.pages(useApiClient(), pageSize));

export const centerKeys = {
  all: ['center'] as const,
  detail: () => [...centerKeys.all, 'detail'] as const,
};

export const centerQueries = {
  /** The center's details (decision 0046): the footer, About Us, FAQ, Support and payment pages. */
  detail: (client: ApiClient) =>
    queryOptions({
      queryKey: centerKeys.detail(),
      queryFn: ({ signal }) => callEndpoint(client, 'getCenter', { signal }),
    }),
};

export const useCenter = () => useQuery(centerQueries.detail(useApiClient()));
