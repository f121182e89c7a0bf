import { EnrollmentCard } from '@review-center/design-system';
import { nextDueDate, payAction, type Enrollment } from '@review-center/domain';
import { paths } from '../../app/paths.ts';
import { formatDate } from '../../app/format-date.ts';
import { offeringTitle, statusVariant } from './status.ts';

/**
 * One enrollment as a card: its status, price, the next due date and Pay or None, both decided
 * by the domain's enrollment rules (product §4). The Enrollments tab lists them; the detail page
 * heads with one.
 */
export function EnrollmentSummary({
  enrollment,
  headingLevel,
  linkToDetail = false,
}: {
  enrollment: Enrollment;
  headingLevel?: 2 | 3;
  /** The list's cards lead to the enrollment's own page; that page's card does not. */
  linkToDetail?: boolean;
}) {
  const due = nextDueDate(enrollment);
  return (
    <EnrollmentCard
      headingLevel={headingLevel}
      title={offeringTitle(enrollment.offering)}
      status={enrollment.status}
      statusVariant={statusVariant(enrollment.status)}
      price={enrollment.price}
      reference={enrollment.reference}
      nextDueDate={due ? formatDate(due) : undefined}
      payHref={payAction(enrollment) === 'Pay' ? paths.enrollmentPayment(enrollment._id) : undefined}
      detailHref={linkToDetail ? paths.enrollmentDetail(enrollment._id) : undefined}
    />
  );
}
