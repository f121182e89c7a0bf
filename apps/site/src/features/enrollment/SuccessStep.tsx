import { Link, ResultPanel, useFocusOnView } from '@review-center/design-system';
import { type EnrollmentCreated, PAYMENT_OPTIONS } from '@review-center/domain';
import type { ReactNode } from 'react';
import { paths } from '../../app/paths.ts';
import { Code } from '../../app/layout.ts';

/**
 * The enrollment wizard's last step (product §2 step 4): the reference number, how to pay and
 * PROCEED TO PAYMENT. The channels' account details are not shown by the spec (product §9), so the
 * instructions name them only. The package enrollment says what comes next in its own words.
 */
export function SuccessStep({
  enrollment,
  heading = 'Enrollment successful',
  children = (
    <>
      <p>
        Pay by bank deposit or e-wallet transfer ({PAYMENT_OPTIONS.join(', ')}), then upload a photo of your receipt as
        proof of payment. Write your reference number on the deposit slip or the transfer note.
      </p>
      <p>Pay within 3 business days of signing up, or the registration is automatically deleted.</p>
    </>
  ),
}: {
  enrollment: EnrollmentCreated;
  heading?: string;
  children?: ReactNode;
}) {
  // The step replaced the wizard's last one: focus goes to the reference, read with its label.
  const reference = useFocusOnView<HTMLParagraphElement>(enrollment.reference, { onMount: true });
  return (
    <ResultPanel
      status="success"
      heading={heading}
      headingLevel={2}
      actions={
        <Link href={paths.enrollmentPayment(enrollment._id)} variant="button">
          PROCEED TO PAYMENT
        </Link>
      }
    >
      <p ref={reference} tabIndex={-1}>
        Your reference number:{' '}
        <Code as="strong" data-testid="enrollment-reference">
          {enrollment.reference}
        </Code>
      </p>
      <p>Status: {enrollment.status}</p>
      {children}
    </ResultPanel>
  );
}
