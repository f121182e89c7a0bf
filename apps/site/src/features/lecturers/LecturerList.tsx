import { lecturerQueries, useApiClient } from '@review-center/api-client/react';
import { LecturerCard, LoadMore, Spinner } from '@review-center/design-system';
import { messageFor, PAGE_SIZE } from '@review-center/domain';
import { toFailure } from '@review-center/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LecturerGrid } from './LecturerGrid.tsx';
import { lecturerCardProps } from './lecturer-card.ts';
import { loadMoreOf } from '../../app/load-more.ts';
import { notifyError } from '../../app/notify.ts';

/** Cards in a phone's first screenful (one column, below the page title). */
const FIRST_SCREEN_CARDS = 2;

/**
 * The lecturers page: 4 per page, Load More while the total exceeds what is loaded (product §2).
 * Only the home lecturers are silent in product §8, so a failure here shows the generic message.
 */
export function LecturerList() {
  const client = useApiClient();
  const query = useInfiniteQuery(lecturerQueries.pages(client, PAGE_SIZE.lecturers));
  const { error } = query;
  useEffect(() => {
    if (error) notifyError(messageFor('generic', toFailure(error)));
  }, [error]);
  if (query.isPending) return query.isError ? null : <Spinner label="Loading lecturers" />;
  const { items: lecturers, loadMore } = loadMoreOf(query);
  return (
    <>
      <LecturerGrid>
        {lecturers.map((lecturer, index) => (
          <li key={`${lecturer.firstName}-${lecturer.lastName}-${index}`}>
            {/* The first cards fill a phone's first screen: their photos load at once. */}
            <LecturerCard
              {...lecturerCardProps(lecturer)}
              headingLevel={2}
              photoLoading={index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </LecturerGrid>
      <LoadMore {...loadMore} />
    </>
  );
}
