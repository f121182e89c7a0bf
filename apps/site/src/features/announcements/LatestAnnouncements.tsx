import { announcementQueries, useApiClient } from '@review-center/api-client/react';
import { AnnouncementCard, Link } from '@review-center/design-system';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { paths } from '../../app/paths.ts';
import { useLoggedError } from '../../app/useLoggedError.ts';
import { homeAnnouncementsQuery } from './queries.ts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: var(--ds-space-4);
  margin: 0 0 var(--ds-space-3);
  padding: 0;
  list-style: none;
`;

/** The latest announcements on home; a failure is only logged (product §8). */
export function LatestAnnouncements() {
  const client = useApiClient();
  const { data, error } = useQuery(announcementQueries.list(client, homeAnnouncementsQuery));
  useLoggedError('Home announcements', error);
  return (
    <section aria-labelledby="home-announcements-heading">
      <h2 id="home-announcements-heading">Announcements</h2>
      {data ? (
        <List>
          {data.docs.map((announcement) => (
            <li key={announcement._id}>
              <AnnouncementCard
                title={announcement.title}
                date={announcement.date}
                href={paths.announcement(announcement.slug)}
              />
            </li>
          ))}
        </List>
      ) : null}
      <Link href={paths.announcements} variant="standalone">
        See all announcements
      </Link>
    </section>
  );
}
