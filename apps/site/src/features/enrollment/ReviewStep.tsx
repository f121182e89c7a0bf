import { Button, UploadProgress, type UploadProgressProps } from '@review-center/design-system';
import type { Coupon, CurrentUser, Offering, PriceBreakdown } from '@review-center/domain';
import { EnrollmentReview } from './EnrollmentReview.tsx';
import type { AccountValues } from './enrollmentBody.ts';

export interface ReviewStepProps {
  offering: Offering;
  /** The signed-in reviewee, or null for a visitor who creates the account in the wizard. */
  user: CurrentUser | null;
  account: AccountValues;
  /** The course the price was computed for, and the price of the chosen term. */
  course: string;
  breakdown: PriceBreakdown;
  /** The applied coupon, if any (a package takes none). */
  coupon: Coupon | null;
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
 * The offering wizard's Review step and the package enrollment's Verify Enrollment step
 * (product §2, decision 0072): the summary, the ID picture's upload, then Previous, Submit and
 * Pay. In a chunk of its own, loaded while the reviewee chooses a payment term: the wizard's first
 * load is the account step's alone (decision 0044).
 */
export function ReviewStep({
  offering,
  user,
  account,
  course,
  breakdown,
  coupon,
  now,
  progress,
  submitting,
  onPrevious,
  onSubmit,
}: ReviewStepProps) {
  return (
    <>
      <EnrollmentReview
        offering={offering}
        user={user}
        account={account}
        course={course}
        breakdown={breakdown}
        coupon={coupon}
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
