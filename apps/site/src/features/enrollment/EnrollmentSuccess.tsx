import { Link, ResultPanel } from '@review-center/design-system';
import { ENROLLMENT_STATUS, SUCCESS_MESSAGES } from '@review-center/domain';
import { PageMain } from '../../app/PageMain.tsx';
import { paths } from '../../app/paths.ts';

/**
 * /enrollment-success with the query parameters reference and status (product §2): where the
 * package enrollment's Submit leads, headed by the spec's 'Success - Enrollment Submitted'
 * (decision 0072). The page shows the parameters with a way on to the account.
 */
export function EnrollmentSuccess({ reference, status }: { reference: string | null; status: string | null }) {
  const isProcessing = status === null || status === ENROLLMENT_STATUS.processing;
  return (
    <PageMain>
      <ResultPanel
        status="success"
        heading={SUCCESS_MESSAGES.enrollmentSubmitted.replace(/^Success - /, '')}
        headingLevel={1}
        actions={<Link href={paths.account}>Go to my account</Link>}
      >
        {reference ? (
          <p>
            Reference number: <strong>{reference}</strong>
          </p>
        ) : null}
        {status ? <p>Status: {status}</p> : null}
        {isProcessing ? (
          <p>Pay within 3 business days of signing up, or the registration is automatically deleted.</p>
        ) : null}
      </ResultPanel>
    </PageMain>
  );
}
