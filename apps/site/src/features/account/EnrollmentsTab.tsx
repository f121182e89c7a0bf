import type { Enrollment } from '@review-center/domain';
import { EnrollmentSummary } from './EnrollmentSummary.tsx';
import { CardList } from '../../app/CardList.ts';

/** The Enrollments tab (product §2 Account): one card per enrollment (product §4). */
export function EnrollmentsTab({ enrollments }: { enrollments: readonly Enrollment[] }) {
  if (enrollments.length === 0) return <p>You have no enrollments yet.</p>;
  return (
    <CardList>
      {enrollments.map((enrollment) => (
        <li key={enrollment._id}>
          <EnrollmentSummary enrollment={enrollment} linkToDetail />
        </li>
      ))}
    </CardList>
  );
}
