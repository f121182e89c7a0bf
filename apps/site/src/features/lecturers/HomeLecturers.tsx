import { lecturerQueries, useApiClient } from '@review-center/api-client/react';
import { LecturerCard, Link } from '@review-center/design-system';
import { PAGE_SIZE } from '@review-center/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../app/paths.ts';
import { LecturerGrid, lecturerCardProps } from './LecturerGrid.tsx';
import { useLoggedError } from '../../app/useLoggedError.ts';

/** Home: 4 lecturers (spec §7 "Home uses limit 4"). */
export const homeLecturersQuery = { limit: PAGE_SIZE.homeLecturers, offset: 0 };

/** Home: 4 lecturers (spec §7 "Home uses limit 4"); a failure is only logged (spec §8). */
export function HomeLecturers() {
  const client = useApiClient();
  const { data, error } = useQuery(lecturerQueries.list(client, homeLecturersQuery));
  useLoggedError('Home lecturers', error);
  return (
    <section aria-labelledby="home-lecturers-heading">
      <h2 id="home-lecturers-heading">Lecturers</h2>
      {data ? (
        <LecturerGrid>
          {data.docs.map((lecturer, index) => (
            <li key={`${lecturer.firstName}-${lecturer.lastName}-${index}`}>
              <LecturerCard {...lecturerCardProps(lecturer)} />
            </li>
          ))}
        </LecturerGrid>
      ) : null}
      <Link href={paths.lecturers} variant="standalone">
        Meet all our lecturers
      </Link>
    </section>
  );
}
