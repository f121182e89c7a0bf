import type { LoadMoreProps } from '@review-center/design-system';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/**
 * A Load More list's items and its button's props, from the list's infinite query (the lecturers
 * and the offerings pages, product §2; the paging itself is the client's `loadMorePaging`).
 */
export function loadMoreOf<T>(query: UseInfiniteQueryResult<InfiniteData<{ docs: T[]; totalDocs: number }>>) {
  const items = query.data?.pages.flatMap((page) => page.docs) ?? [];
  const loadMore: LoadMoreProps = {
    loadedCount: items.length,
    totalCount: query.data?.pages.at(-1)?.totalDocs ?? 0,
    isLoading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
  return { items, loadMore };
}
