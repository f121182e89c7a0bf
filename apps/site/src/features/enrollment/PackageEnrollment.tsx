import { isAbortError, toFailure } from '@review-center/api-client';
import { useCreateEnrollment, useOffering } from '@review-center/api-client/react';
import { Button, Link, Spinner, WizardStepper } from '@review-center/design-system';
import {
  HYBRID_SEASON_MESSAGES,
  messageFor,
  offeredChoices,
  SUCCESS_MESSAGES,
  type Offering,
  type PackageEnrollmentValues,
  type PaymentTerm,
} from '@review-center/domain';
import { PackageAccountStep } from '@review-center/forms';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageMain } from '../../app/PageMain.tsx';
import { PageLoadFailed, PageLoading } from '../../app/PageStates.tsx';
import { paths } from '../../app/paths.ts';
import { getSessionToken, setSessionToken } from '../../app/session.ts';
import { newUserEnrollmentBody, type AccountValues } from './enrollmentBody.ts';
import { TwoColumns } from '../../app/layout.ts';
import { OfferingSummary } from './OfferingSummary.tsx';
import { breakdownFor, courseOf, termAmounts } from './pricing.ts';
import { PrintSummaryOnly } from './printStyle.ts';
import { PaymentTermStep, preloadLaterSteps } from './lazy-steps.ts';
import { useWizardDraft } from './wizardDraft.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { useFileUpload } from '../../app/upload.ts';

/** Steps 0 to 2 (product §2 "Package enrollment", §4). */
const PACKAGE_WIZARD_STEPS = ['Account Information', 'Review Package', 'Verify Enrollment'] as const;

// The step to verify loads while the visitor chooses the payment term, not with the page.
const loadVerify = () => import('./ReviewStep.tsx');
const ReviewStep = lazy(() => loadVerify().then((module) => ({ default: module.ReviewStep })));

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * Account Information, Review Package (the payment term) and Verify Enrollment (the summary, with
 * Submit and Pay). There is no success step among the three: Submit leads to /enrollment-success
 * with the reference and status, Pay to the payment page (decision 0072).
 */
function PackageWizard({ offering }: { offering: Offering }) {
  const draft = useWizardDraft(`review-center:package:${offering._id}`, { maxRestoredStep: 0 });
  useEffect(preloadLaterSteps, []);
  const [submitting, setSubmitting] = useState<'success' | 'pay' | null>(null);
  const [now] = useState(() => new Date());
  const navigate = useNavigate();
  const create = useCreateEnrollment();
  const upload = useFileUpload();
  const account = (draft.values.account ?? {}) as AccountValues;
  const paymentType = draft.values.payment?.paymentType as PaymentTerm | undefined;
  const course = courseOf(account.course);
  const step = draft.step >= 2 && !paymentType ? 1 : draft.step;
  useEffect(() => {
    if (step >= 1) void loadVerify();
  }, [step]);
  const previous = (to: number) => (
    <Button variant="secondary" onPress={() => draft.setStep(to)}>
      Previous
    </Button>
  );

  async function submit(then: 'success' | 'pay') {
    if (!paymentType) return draft.setStep(1);
    if (!isBlob(account.idAttachment)) return draft.setStep(0);
    setSubmitting(then);
    let stage: 'upload' | 'enroll' = 'upload';
    try {
      // Made smaller first, with its progress and Cancel (decision 0037).
      const [idAttachment] = await upload.send([account.idAttachment]);
      stage = 'enroll';
      const session = await create.mutateAsync({
        body: newUserEnrollmentBody(offering._id, account, { paymentType }, idAttachment!),
      });
      setSessionToken(session.token);
      draft.clear();
      if (then === 'pay') return void navigate(paths.enrollmentPayment(session._id));
      notifySuccess(SUCCESS_MESSAGES.enrollmentSubmitted);
      void navigate(paths.enrollmentSuccessFor(session.reference, session.status));
    } catch (error) {
      // A failed or cancelled upload says what stopped it; the picture stays chosen for a retry.
      if (stage === 'upload') return notifyError(error instanceof Error ? error.message : String(error));
      if (isAbortError(error)) return;
      notifyError(messageFor('package-enroll', toFailure(error)));
    } finally {
      setSubmitting(null);
    }
  }

  return (
    <section aria-label="Package enrollment">
      <WizardStepper steps={PACKAGE_WIZARD_STEPS} currentStep={step} />
      {step === 0 ? (
        <PackageAccountStep
          multipleSchedule={offering.multipleSchedule}
          // The offering's own, product §9's when it has none; another offering's branch shows
          // none chosen and Next names it, the rest kept (decision 0054).
          {...offeredChoices(offering)}
          defaultValues={account as Partial<PackageEnrollmentValues>}
          onSubmit={(values) => {
            draft.setValues('account', values as Record<string, unknown>);
            draft.setStep(1);
          }}
        />
      ) : null}
      {step === 1 ? (
        <Suspense fallback={<Spinner label="Loading the payment step" />}>
          <PaymentTermStep
            paymentTypes={offering.paymentType}
            amounts={termAmounts(offering, course, null)}
            defaultValues={paymentType ? { paymentType } : {}}
            previousAction={previous(0)}
            onSubmit={(values) => {
              draft.setValues('payment', { paymentType: values.paymentType });
              draft.setStep(2);
            }}
          />
        </Suspense>
      ) : null}
      {step === 2 && paymentType ? (
        <Suspense fallback={<Spinner label="Loading the summary" />}>
          <PrintSummaryOnly />
          {/* The offering wizard's own Review step (product §2): Submit, or Pay at once. */}
          <ReviewStep
            offering={offering}
            user={null}
            account={account}
            course={course}
            breakdown={breakdownFor(offering, course, paymentType, null)}
            coupon={null}
            now={now}
            progress={upload.progress}
            submitting={submitting}
            onPrevious={() => draft.setStep(1)}
            onSubmit={(then) => void submit(then)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** /enroll?offering= (product §2 "Package enrollment"). */
export function PackageEnrollment({ offeringId }: { offeringId: string | null }) {
  if (!offeringId) {
    return (
      <PageMain>
        <h1>Enroll</h1>
        <p>
          Choose an offering on the <Link href={paths.offerings}>offerings page</Link> to enroll.
        </p>
      </PageMain>
    );
  }
  return <PackageOffering offeringId={offeringId} />;
}

function PackageOffering({ offeringId }: { offeringId: string }) {
  const offering = useOffering(offeringId);
  // Whether a reviewee was signed in is read once the offering is known: the visitor's own submit
  // signs them in, and that must not swap the wizard for the note below.
  const [signedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  if (signedIn === undefined && !offering.isPending) setSignedIn(getSessionToken() !== null);
  if (offering.isPending) return <PageLoading label="Loading the offering" />;
  if (offering.isError) return <PageLoadFailed title="Enroll" error={offering.error} />;
  // The offering staff chose as the hybrid season shows only the notice (product §2, decision 0072).
  if (offering.data.hybridSeason) return <HybridSeasonNotice />;
  return (
    <PageMain>
      <TwoColumns>
        <OfferingSummary offering={offering.data} />
        {signedIn ? (
          // The package enrollment creates the account (product §8: "Email already enrolled, Please
          // login to continue"); a signed-in reviewee enrolls with theirs (decision 0072).
          <p>
            You are signed in.{' '}
            <Link href={paths.offeringEnroll(offering.data._id)}>Enroll in this package with your account</Link>.
          </p>
        ) : (
          <PackageWizard offering={offering.data} />
        )}
      </TwoColumns>
    </PageMain>
  );
}

/** The static notice of product §2 "Package enrollment", for the hybrid-season offering. */
function HybridSeasonNotice() {
  return (
    <PageMain>
      <h1>Hybrid season</h1>
      <p>{HYBRID_SEASON_MESSAGES.page}</p>
    </PageMain>
  );
}
