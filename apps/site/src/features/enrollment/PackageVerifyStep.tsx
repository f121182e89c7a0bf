import { Button, UploadProgress, type UploadProgressProps } from '@review-center/design-system';
import type { Offering, PriceBreakdown } from '@review-center/domain';
import { EnrollmentReview } from './EnrollmentReview.tsx';
import type { AccountValues } from './enrollmentBody.ts';

export interface PackageVerifyStepProps {
  offering: Offering;
  account: AccountValues;
  /** The course the price was computed for, and the price of the chosen term. */
  course: string;
  breakdown: PriceBreakdown;
  /** When the summary is shown: the installments' due dates count from the payment deadline. */
  now: Date;
  /** The ID picture's upload while Submit or Pay sends it. */
  progress: UploadProgressProps | null;
  /** Which button is sending the enrollment, if one is. */
  submitting: 'success' | 'pay' | null;
  onPrevious: () => void;
  onSubmit: (then: 'success' | 'pay') => void;
}

/**
 * The package enrollment's Verify Enrollment step (product §2): the summary the offering wizard's
 * Review step prints, and the same row, Previous, Submit and Pay (decision 0072). In a chunk of
 * its own: /enroll's first load is the account step's alone (decision 0044).
 */
export function PackageVerifyStep({
  offering,
  account,
  course,
  breakdown,
  now,
  progress,
  submitting,
  onPrevious,
  onSubmit,
}: PackageVerifyStepProps) {
  return (
    <>
      <EnrollmentReview
        offering={offering}
        user={null}
        account={account}
        course={course}
        breakdown={breakdown}
        coupon={null}
        now={now}
      />
      {progress ? <UploadProgress {...progress} /> : null}
      <div role="group" aria-label="Pay">
        <Button variant="secondary" onPress={onPrevious}>
          Previous
        </Button>
        <Button
          onPress={() => onSubmit('success')}
          isPending={submitting === 'success'}
          isDisabled={submitting === 'pay'}
        >
          Submit
        </Button>
        <Button
          variant="secondary"
          onPress={() => onSubmit('pay')}
          isPending={submitting === 'pay'}
          isDisabled={submitting === 'success'}
        >
          Pay
        </Button>
      </div>
    </>
  );
}
