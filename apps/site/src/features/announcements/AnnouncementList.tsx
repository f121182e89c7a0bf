import { announcementQueries, useApiClient } from '@review-center/api-client/react';
import { AnnouncementCard, Spinner } from '@review-center/design-system';
import { PAGE_MESSAGES } from '@review-center/domain';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { paths } from '../../app/paths.ts';
import { announcementListQuery } from './queries.ts';

const List = styled.ul`
  display: grid;
  gap: var(--ds-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The announcements list. Product §8 has this list hand back the error instead of data, so a
 * failure reads like an empty list: 'No available announcements'.
 */
export function AnnouncementList() {
  const client = useApiClient();
  const { data, isPending, isError } = useQuery(announcementQueries.list(client, announcementListQuery));
  if (isPending && !isError) return <Spinner label="Loading announcements" />;
  const docs = data?.docs ?? [];
  if (docs.length === 0) return <p>{PAGE_MESSAGES.noAnnouncements}</p>;
  return (
    <List>
      {docs.map((announcement) => (
        <li key={announcement._id}>
          <AnnouncementCard
            title={announcement.title}
            date={announcement.date}
            href={paths.announcement(announcement.slug)}
            headingLevel={2}
          />
        </li>
      ))}
    </List>
  );
}
