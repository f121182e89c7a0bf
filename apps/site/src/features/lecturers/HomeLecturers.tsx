import { lecturerQueries, useApiClient } from '@review-center/api-client/react';
import { LecturerCard, Link } from '@review-center/design-system';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../app/paths.ts';
import { LecturerGrid } from './LecturerGrid.tsx';
import { lecturerCardProps } from './lecturer-card.ts';
import { useLoggedError } from '../../app/useLoggedError.ts';
import { homeLecturersQuery } from './queries.ts';

/** Home: 4 lecturers (product §7 "Home uses limit 4"); a failure is only logged (product §8). */
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
