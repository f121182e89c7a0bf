import { toFailure } from '@review-center/api-client';
import { useEnrollment, useUserPayments } from '@review-center/api-client/react';
import { Link, PesoPrice, Spinner } from '@review-center/design-system';
import { accessEndsAt, messageFor, type Enrollment } from '@review-center/domain';
import { paths } from '../../app/paths.ts';
import { EnrollmentSummary } from './EnrollmentSummary.tsx';
import { enrollmentHistory } from './enrollment-history.ts';
import { PaymentsTab } from './PaymentsTab.tsx';
import { formatDate } from '../../app/format-date.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { SignedIn } from '../../app/SignedIn.tsx';

/** /enrollments/{enrollment} (product §2, protected): one enrollment, its history, installments and payments. */
export function EnrollmentDetailPage({ enrollmentId }: { enrollmentId: string }) {
  return (
    <PageMain title="Enrollment">
      <SignedIn loadingLabel="Loading enrollment">
        {(user) => <EnrollmentOf enrollmentId={enrollmentId} userId={user._id} />}
      </SignedIn>
      <Link href={paths.accountTab('enrollments')}>Back to my enrollments</Link>
    </PageMain>
  );
}

function EnrollmentOf({ enrollmentId, userId }: { enrollmentId: string; userId: string }) {
  const enrollment = useEnrollment(enrollmentId);
  if (enrollment.isPending) return <Spinner label="Loading enrollment" />;
  if (enrollment.isError) return <p>{messageFor('generic', toFailure(enrollment.error))}</p>;
  return <EnrollmentDetail enrollment={enrollment.data} userId={userId} />;
}

function EnrollmentDetail({ enrollment, userId }: { enrollment: Enrollment; userId: string }) {
  const payments = useUserPayments(userId);
  const mine = (payments.data?.docs ?? []).filter((payment) => payment.enrollment === enrollment._id);
  return (
    <>
      <EnrollmentSummary enrollment={enrollment} headingLevel={2} />
      <dl className="enrollment-facts">
        <dt>Enrolled on</dt>
        <dd>{formatDate(enrollment.createdDate)}</dd>
        <dt>Payment term</dt>
        <dd>{enrollment.paymentType}</dd>
        <dt>Branch</dt>
        <dd>{enrollment.branch}</dd>
        {enrollment.schedule ? (
          <>
            <dt>Schedule</dt>
            <dd>{enrollment.schedule}</dd>
          </>
        ) : null}
        {enrollment.activatedAt ? (
          <>
            <dt>Access until</dt>
            <dd>{formatDate(accessEndsAt(new Date(enrollment.activatedAt)).toISOString())}</dd>
          </>
        ) : null}
      </dl>
      {enrollment.installments.length > 0 ? (
        <table>
          <caption>Installments</caption>
          <thead>
            <tr>
              <th scope="col">Due date</th>
              <th scope="col">Amount</th>
              <th scope="col">Paid</th>
            </tr>
          </thead>
          <tbody>
            {enrollment.installments.map((installment, index) => (
              <tr key={index}>
                <td>{formatDate(installment.dueDate)}</td>
                <td>
                  <PesoPrice amount={installment.amount} />
                </td>
                <td>{installment.paid ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <section aria-labelledby="enrollment-history">
        <h2 id="enrollment-history">History</h2>
        {payments.isPending ? (
          <Spinner label="Loading the history" />
        ) : (
          <ol>
            {enrollmentHistory(enrollment, mine).map((entry, index) => (
              <li key={index}>
                <time dateTime={entry.at}>{formatDate(entry.at)}</time>: {entry.what}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="enrollment-payments">
        <h2 id="enrollment-payments">Payments</h2>
        {payments.isPending ? (
          <Spinner label="Loading payments" />
        ) : (
          <PaymentsTab payments={mine} enrollments={[enrollment]} emptyText="No payments yet." />
        )}
      </section>
    </>
  );
}
