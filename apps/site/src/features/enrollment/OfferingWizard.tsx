import { isAbortError, toFailure } from '@review-center/api-client';
import { useCreateEnrollment, useEnrollUser, useUpdateUser, useUploadFiles } from '@review-center/api-client/react';
import { Button, Link, PesoPrice, PrintableSummary, useFocusOnView, WizardStepper } from '@review-center/design-system';
import {
  messageFor,
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
import { NewUserAccountStep, PaymentTermStep, SignedInAccountStep } from '@review-center/forms';
import { useState } from 'react';
import { paths } from '../../app/paths.ts';
import { setSessionToken } from '../../app/session.ts';
import { CouponEntry } from './CouponEntry.tsx';
import { enrollmentChoices, newUserEnrollmentBody, profileForWire, type AccountValues } from './enrollmentBody.ts';
import { PrintSummaryOnly } from './printStyle.ts';
import { SuccessStep } from './SuccessStep.tsx';
import { breakdownFor, courseOf, termAmounts } from './pricing.ts';
import { useWizardDraft } from './wizardDraft.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';

/** Steps 0 to 3 (product §2 "Offering enrollment", §4 "Enrollment wizard"). */
const OFFERING_WIZARD_STEPS = ['Account', 'Payment', 'Review', 'Success'] as const;

export interface OfferingWizardProps {
  offering: Offering;
  /** The signed-in reviewee, or null for a visitor who creates the account here. */
  user: CurrentUser | null;
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

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
  const upload = useUploadFiles();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const account = (draft.values.account ?? {}) as AccountValues;
  const paymentType = draft.values.payment?.paymentType as PaymentTerm | undefined;
  const course = courseOf(account.course, user?.course);
  // A review without a chosen term (a draft from an older visit) goes back to the payment step.
  const step = created ? 3 : draft.step >= 2 && !paymentType ? 1 : draft.step;
  // Each step's heading takes focus when the step changes, so the new step is announced and Tab
  // continues from its top (decision 0020); the success step focuses its reference instead.
  const stepHeading = useFocusOnView<HTMLHeadingElement>(step);
  const previous = (to: number) => (
    <Button variant="secondary" onPress={() => draft.setStep(to)}>
      Previous
    </Button>
  );

  function chooseCoupon(next: Coupon | null) {
    setCoupon(next);
    draft.setValues('coupon', next ? { ...next } : {});
  }

  async function uploadOne(file: unknown) {
    if (!isBlob(file)) return undefined;
    const [stored] = await upload.mutateAsync({ body: { files: [file] } });
    return stored;
  }

  async function submit() {
    if (!paymentType) return draft.setStep(1);
    setIsSubmitting(true);
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
      setCreated(result);
    } catch (error) {
      if (isAbortError(error)) return;
      notifyError(messageFor(user ? 'enroll-signed-in' : 'enroll', toFailure(error)));
    } finally {
      setIsSubmitting(false);
    }
  }

  const breakdown = paymentType ? breakdownFor(offering, course, paymentType, coupon) : null;
  const fullName = user
    ? [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ')
    : [account.firstName, account.middleName, account.lastName].filter(Boolean).join(' ');

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
            defaultValues={account as Partial<AccountStepValues>}
            onSubmit={(values) => {
              draft.setValues('account', values as Record<string, unknown>);
              draft.setStep(1);
            }}
          />
        ) : (
          <NewUserAccountStep
            multipleSchedule={offering.multipleSchedule}
            defaultValues={account as Partial<NewUserEnrollmentValues>}
            onSubmit={(values) => {
              draft.setValues('account', values as Record<string, unknown>);
              draft.setStep(1);
            }}
          />
        )
      ) : null}
      {step === 1 ? (
        <>
          <CouponEntry offeringId={offering._id} coupon={coupon} onChange={chooseCoupon} />
          <PaymentTermStep
            paymentTypes={offering.paymentType}
            amounts={termAmounts(offering, course, coupon)}
            defaultValues={paymentType ? { paymentType } : {}}
            previousAction={previous(0)}
            onSubmit={(values) => {
              draft.setValues('payment', { paymentType: values.paymentType });
              draft.setStep(2);
            }}
          />
        </>
      ) : null}
      {step === 2 && breakdown ? (
        <>
          <PrintSummaryOnly />
          <PrintableSummary
            title="Enrollment summary"
            headingLevel={3}
            items={[
              { term: 'Offering', description: offering.title },
              { term: 'Name', description: fullName },
              { term: 'Email', description: user?.email ?? String(account.email ?? '') },
              { term: 'Course', description: course },
              { term: 'Branch', description: String(account.branch ?? '') },
              ...(account.schedule ? [{ term: 'Schedule', description: String(account.schedule) }] : []),
              { term: 'Payment term', description: breakdown.paymentTerm },
              ...(coupon
                ? [{ term: 'Coupon', description: `${coupon.code} (−${breakdown.couponDiscount.toFixed(2)})` }]
                : []),
              { term: 'Total', description: <PesoPrice amount={breakdown.total} /> },
              { term: 'Due now', description: <PesoPrice amount={breakdown.dueNow} /> },
            ]}
          >
            <p>
              By submitting you agree to the <Link href={paths.termsAndConditions}>Terms and Conditions</Link> and the{' '}
              <Link href={paths.privacyPolicy}>Privacy Policy</Link>.
            </p>
          </PrintableSummary>
          <div role="group" aria-label="Pay">
            {previous(1)}
            <Button onPress={() => void submit()} isPending={isSubmitting}>
              Submit
            </Button>
          </div>
        </>
      ) : null}
      {step === 3 && created ? <SuccessStep enrollment={created} /> : null}
    </section>
  );
}
