import { isAbortError, toFailure } from '@review-center/api-client';
import { useCreateEnrollment, useEnrollUser, useUpdateUser } from '@review-center/api-client/react';
import { Button, Spinner, useFocusOnView, WizardStepper } from '@review-center/design-system';
import {
  messageFor,
  offeredChoices,
  SUCCESS_MESSAGES,
  type AccountStepValues,
  type Coupon,
  type CurrentUser,
  type EnrollmentCreated,
  type NewUserEnrollmentValues,
  type Offering,
  type PaymentTerm,
  type ProfileUpdate,
} from '@review-center/domain';
import { NewUserAccountStep, SignedInAccountStep } from '@review-center/forms';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { setSessionToken } from '../../app/session.ts';
import { CouponEntry, PaymentTermStep, preloadLaterSteps, SuccessStep } from './lazy-steps.ts';
import { enrollmentChoices, newUserEnrollmentBody, profileForWire, type AccountValues } from './enrollmentBody.ts';
import { PrintSummaryOnly } from './printStyle.ts';
import { breakdownFor, courseOf, termAmounts } from './pricing.ts';
import { useWizardDraft } from './wizardDraft.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { useFileUpload } from '../../app/upload.ts';

// The Review step (its summary and the installment plan behind it) is not needed to open the page:
// it loads while the reviewee chooses a payment term, keeping the wizard's first load as it was.
const loadReview = () => import('./ReviewStep.tsx');
const ReviewStep = lazy(() => loadReview().then((module) => ({ default: module.ReviewStep })));

/** Steps 0 to 3 (product §2 "Offering enrollment", §4 "Enrollment wizard"). */
const OFFERING_WIZARD_STEPS = ['Account', 'Payment', 'Review', 'Success'] as const;

export interface OfferingWizardProps {
  offering: Offering;
  /** The signed-in reviewee, or null for a visitor who creates the account here. */
  user: CurrentUser | null;
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** The ID picture's upload stopped: its message names what stopped it (decision 0037). */
class UploadStopped extends Error {}

/**
 * The enrollment wizard: Account, Payment, Review, Success. What was typed is kept in the tab's
 * session (docs/architecture.md#the-enrollment-wizard) and a failed submit keeps every value; the submit creates the account and
 * the enrollment in one call for a visitor (POST /enrollments) or enrolls the signed-in reviewee
 * (POST /users/{id}/enrollments), with the product §8 409 messages.
 */
export function OfferingWizard({ offering, user }: OfferingWizardProps) {
  // A visitor's password and ID picture are not stored: after a reload they resume on the account step.
  const draft = useWizardDraft(`review-center:enroll:${offering._id}:${user?._id ?? 'new'}`, {
    maxRestoredStep: user ? 2 : 0,
  });
  const [created, setCreated] = useState<EnrollmentCreated | null>(null);
  const [coupon, setCoupon] = useState<Coupon | null>(() => (draft.values.coupon as Coupon | undefined) ?? null);
  const create = useCreateEnrollment();
  const enroll = useEnrollUser();
  const updateUser = useUpdateUser();
  const upload = useFileUpload();
  // Which of the Review step's buttons is submitting: Submit leads to Success, Pay to the payment page.
  const [submitting, setSubmitting] = useState<'success' | 'pay' | null>(null);
  const navigate = useNavigate();
  // The review's installment due dates count from today, as the server's will when it is submitted.
  const [now] = useState(() => new Date());

  const account = (draft.values.account ?? {}) as AccountValues;
  const paymentType = draft.values.payment?.paymentType as PaymentTerm | undefined;
  const course = courseOf(account.course, user?.course);
  // The offering's branches and schedules, product §9's when it has none (decision 0054).
  const { branches, schedules } = offeredChoices(offering);
  // A review without a chosen term (a draft from an older visit) goes back to the payment step.
  const step = created ? 3 : draft.step >= 2 && !paymentType ? 1 : draft.step;
  // Each step's heading takes focus when the step changes, so the new step is announced and Tab
  // continues from its top (decision 0020); the success step focuses its reference instead.
  const stepHeading = useFocusOnView<HTMLHeadingElement>(step);
  useEffect(() => {
    if (step >= 1) void loadReview();
  }, [step]);
  useEffect(preloadLaterSteps, []);
  function chooseCoupon(next: Coupon | null) {
    setCoupon(next);
    draft.setValues('coupon', next ? { ...next } : {});
  }

  async function uploadOne(file: unknown) {
    if (!isBlob(file)) return undefined;
    // Made smaller first, with its progress and Cancel shown above Submit (decision 0037).
    try {
      const [stored] = await upload.send([file]);
      return stored;
    } catch (error) {
      throw new UploadStopped(error instanceof Error ? error.message : String(error), { cause: error });
    }
  }

  /**
   * Creates the enrollment; then the Success step, or straight to its payment page for Pay
   * (product §2 Review: "a Pay button row linking to /enrollments/{id}/payments"): one press
   * instead of two.
   */
  async function submit(then: 'success' | 'pay') {
    if (!paymentType) return draft.setStep(1);
    setSubmitting(then);
    try {
      const payment = { paymentType, coupon: coupon?.code };
      let result: EnrollmentCreated;
      if (user) {
        // Only the fields the profile lacked were asked; they are saved before enrolling.
        const idAttachment = await uploadOne(account.idAttachment);
        const missing = profileForWire(account, idAttachment) as ProfileUpdate;
        if (Object.keys(missing).length > 0) await updateUser.mutateAsync({ params: { id: user._id }, body: missing });
        const price = breakdownFor(offering, course, paymentType, coupon).total;
        result = await enroll.mutateAsync({
          params: { id: user._id },
          body: { ...enrollmentChoices(offering._id, account, payment), price },
        });
        notifySuccess(SUCCESS_MESSAGES.enrollment);
      } else {
        const idAttachment = await uploadOne(account.idAttachment);
        if (!idAttachment) {
          // The ID picture is not kept across a reload: ask for it again.
          draft.setStep(0);
          return;
        }
        const session = await create.mutateAsync({
          body: newUserEnrollmentBody(offering._id, account, payment, idAttachment),
        });
        setSessionToken(session.token);
        result = session;
        notifySuccess(SUCCESS_MESSAGES.registerAndEnroll);
      }
      draft.clear();
      if (then === 'pay') void navigate(paths.enrollmentPayment(result._id));
      else setCreated(result);
    } catch (error) {
      if (isAbortError(error)) return;
      // A failed or cancelled upload says what stopped it; the picture stays chosen for a retry.
      if (error instanceof UploadStopped) return notifyError(error.message);
      notifyError(messageFor(user ? 'enroll-signed-in' : 'enroll', toFailure(error)));
    } finally {
      setSubmitting(null);
    }
  }

  const breakdown = paymentType ? breakdownFor(offering, course, paymentType, coupon) : null;

  return (
    <section aria-label="Enrollment">
      <WizardStepper steps={OFFERING_WIZARD_STEPS} currentStep={step} />
      {step < 3 ? (
        <h2 ref={stepHeading} tabIndex={-1}>
          Step {step + 1} of {OFFERING_WIZARD_STEPS.length}: {OFFERING_WIZARD_STEPS[step]}
        </h2>
      ) : null}
      {step === 0 ? (
        user ? (
          <SignedInAccountStep
            email={user.email}
            profile={user as unknown as Record<string, unknown>}
            multipleSchedule={offering.multipleSchedule}
            branches={branches}
            schedules={schedules}
            defaultValues={account as Partial<AccountStepValues>}
            onSubmit={(values) => {
              draft.setValues('account', values as Record<string, unknown>);
              draft.setStep(1);
            }}
          />
        ) : (
          <NewUserAccountStep
            multipleSchedule={offering.multipleSchedule}
            branches={branches}
            schedules={schedules}
            defaultValues={account as Partial<NewUserEnrollmentValues>}
            onSubmit={(values) => {
              draft.setValues('account', values as Record<string, unknown>);
              draft.setStep(1);
            }}
          />
        )
      ) : null}
      {step === 1 ? (
        <Suspense fallback={<Spinner label="Loading the payment step" />}>
          <CouponEntry offeringId={offering._id} coupon={coupon} onChange={chooseCoupon} />
          <PaymentTermStep
            paymentTypes={offering.paymentType}
            amounts={termAmounts(offering, course, coupon)}
            defaultValues={paymentType ? { paymentType } : {}}
            previousAction={
              <Button variant="secondary" onPress={() => draft.setStep(0)}>
                Previous
              </Button>
            }
            onSubmit={(values) => {
              draft.setValues('payment', { paymentType: values.paymentType });
              draft.setStep(2);
            }}
          />
        </Suspense>
      ) : null}
      {step === 2 && breakdown ? (
        <>
          <PrintSummaryOnly />
          <Suspense fallback={<Spinner label="Loading the summary" />}>
            <ReviewStep
              offering={offering}
              user={user}
              account={account}
              course={course}
              breakdown={breakdown}
              coupon={coupon}
              now={now}
              progress={upload.progress}
              submitting={submitting}
              onPrevious={() => draft.setStep(1)}
              onSubmit={(then) => void submit(then)}
            />
          </Suspense>
        </>
      ) : null}
      {step === 3 && created ? (
        <Suspense fallback={<Spinner label="Loading" />}>
          <SuccessStep enrollment={created} />
        </Suspense>
      ) : null}
    </section>
  );
}
