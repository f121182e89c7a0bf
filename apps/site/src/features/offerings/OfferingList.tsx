import { offeringQueries, useApiClient } from '@review-center/api-client/react';
import { LoadMore } from '@review-center/design-system';
import { PAGE_SIZE } from '@review-center/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { loadMoreOf } from '../../app/load-more.ts';
import { OfferingGrid } from './OfferingGrid.tsx';

/**
 * The offerings page: the published offerings 10 at a time (product §7 "page 1, limit 10,
 * published true"), in the order the editor gives them, with Load More while the
 * total exceeds what is loaded, as the lecturers page has, so every published offering can be
 * found. A failed list is ignored (product §8): the grid simply stays empty.
 */
export function OfferingList() {
  const client = useApiClient();
  const query = useInfiniteQuery(offeringQueries.published(client, PAGE_SIZE.offerings));
  if (!query.data) return null;
  const { items, loadMore } = loadMoreOf(query);
  return (
    <>
      <OfferingGrid offerings={items} />
      <LoadMore {...loadMore} />
    </>
  );
}
