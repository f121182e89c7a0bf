import type { Enrollment } from '@review-center/domain';
import { EnrollmentSummary } from './EnrollmentSummary.tsx';

/** The Enrollments tab (product §2 Account): one card per enrollment (product §4). */
export function EnrollmentsTab({ enrollments }: { enrollments: readonly Enrollment[] }) {
  if (enrollments.length === 0) return <p>You have no enrollments yet.</p>;
  return (
    <ul className="account-list">
      {enrollments.map((enrollment) => (
        <li key={enrollment._id}>
          <EnrollmentSummary enrollment={enrollment} />
        </li>
      ))}
    </ul>
  );
}
