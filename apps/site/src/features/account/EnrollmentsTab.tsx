import { EnrollmentCard } from '@review-center/design-system';
import { nextDueDate, payAction, type Enrollment } from '@review-center/domain';
import { paths } from '../../app/paths.ts';
import { formatDate, offeringTitle, statusVariant } from './status.ts';

/**
 * The Enrollments tab (spec §2 Account): one card per enrollment with its status, price, the
 * next due date and Pay or None — both decided by the domain's enrollment rules (spec §4).
 */
export function EnrollmentsTab({ enrollments }: { enrollments: readonly Enrollment[] }) {
  if (enrollments.length === 0) return <p>You have no enrollments yet.</p>;
  return (
    <ul className="account-list">
      {enrollments.map((enrollment) => {
        const due = nextDueDate(enrollment);
        return (
          <li key={enrollment._id}>
            <EnrollmentCard
              title={offeringTitle(enrollment.offering)}
              status={enrollment.status}
              statusVariant={statusVariant(enrollment.status)}
              price={enrollment.price}
              reference={enrollment.reference}
              nextDueDate={due ? formatDate(due) : undefined}
              payHref={payAction(enrollment) === 'Pay' ? paths.enrollmentPayment(enrollment._id) : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}
