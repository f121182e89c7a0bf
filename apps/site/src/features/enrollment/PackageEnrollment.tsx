import { isAbortError, toFailure } from '@review-center/api-client';
import { useCreateEnrollment, useOffering } from '@review-center/api-client/react';
import { Button, Link, Spinner, UploadProgress, WizardStepper } from '@review-center/design-system';
import {
  messageFor,
  offeredChoices,
  SUCCESS_MESSAGES,
  type EnrollmentCreated,
  type Offering,
  type PackageEnrollmentValues,
  type PaymentTerm,
} from '@review-center/domain';
import { PackageAccountStep } from '@review-center/forms';
import { Suspense, useEffect, useState } from 'react';
import { PageMain } from '../../app/PageMain.tsx';
import { PageLoadFailed, PageLoading } from '../../app/PageStates.tsx';
import { paths } from '../../app/paths.ts';
import { setSessionToken } from '../../app/session.ts';
import { newUserEnrollmentBody, type AccountValues } from './enrollmentBody.ts';
import { TwoColumns } from '../../app/layout.ts';
import { OfferingSummary } from './OfferingSummary.tsx';
import { courseOf, termAmounts } from './pricing.ts';
import { PaymentTermStep, preloadLaterSteps, SuccessStep } from './lazy-steps.ts';
import { useWizardDraft } from './wizardDraft.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { useFileUpload } from '../../app/upload.ts';

/** Steps 0 to 2 (product §2 "Package enrollment", §4). */
const PACKAGE_WIZARD_STEPS = ['Account Information', 'Review Package', 'Verify Enrollment'] as const;

/**
 * The one offering that shows only a static notice (product §2: "One specific offering id shows
 * only a static notice that the offering is a hybrid season and to check the social page").
 * The spec does not give the id; this is ours, for a deployment to set to its own.
 */
const HYBRID_SEASON_OFFERING_ID = 'hybrid-season-2024';

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

function PackageWizard({ offering }: { offering: Offering }) {
  const draft = useWizardDraft(`review-center:package:${offering._id}`, { maxRestoredStep: 0 });
  useEffect(preloadLaterSteps, []);
  const [created, setCreated] = useState<EnrollmentCreated | null>(null);
  const create = useCreateEnrollment();
  const upload = useFileUpload();
  const account = (draft.values.account ?? {}) as AccountValues;
  const course = courseOf(account.course);
  const step = created ? 2 : draft.step;

  async function enroll(paymentType: PaymentTerm) {
    if (!isBlob(account.idAttachment)) return draft.setStep(0);
    // Made smaller first, with its progress and Cancel (decision 0037); a failed or cancelled
    // upload rejects with what stopped it, which the form shows, and the picture stays chosen.
    const [idAttachment] = await upload.send([account.idAttachment]);
    try {
      const session = await create.mutateAsync({
        body: newUserEnrollmentBody(offering._id, account, { paymentType }, idAttachment!),
      });
      setSessionToken(session.token);
      notifySuccess(SUCCESS_MESSAGES.registerAndEnroll);
      draft.clear();
      setCreated(session);
    } catch (error) {
      if (isAbortError(error)) return;
      const message = messageFor('package-enroll', toFailure(error));
      notifyError(message);
      // Rejecting keeps the form's values and shows the message in it too.
      throw new Error(message, { cause: error });
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
      {step === 1 && upload.progress ? <UploadProgress {...upload.progress} /> : null}
      {step === 1 ? (
        <Suspense fallback={<Spinner label="Loading the payment step" />}>
          <PaymentTermStep
            paymentTypes={offering.paymentType}
            amounts={termAmounts(offering, course, null)}
            submitLabel="Submit"
            previousAction={
              <Button variant="secondary" onPress={() => draft.setStep(0)}>
                Previous
              </Button>
            }
            onSubmit={(values) => enroll(values.paymentType)}
          />
        </Suspense>
      ) : null}
      {step === 2 && created ? (
        <Suspense fallback={<Spinner label="Loading" />}>
          <SuccessStep enrollment={created} heading="Enrollment submitted">
            <p>Check your e-mail to verify your account, then pay within 3 business days.</p>
          </SuccessStep>
        </Suspense>
      ) : null}
    </section>
  );
}

/** /enroll?offering= (product §2 "Package enrollment"). */
export function PackageEnrollment({ offeringId }: { offeringId: string | null }) {
  if (offeringId === HYBRID_SEASON_OFFERING_ID) {
    return (
      <PageMain>
        <h1>Hybrid season</h1>
        <p>This offering is a hybrid season. Please check our social page for the schedule and how to enroll.</p>
      </PageMain>
    );
  }
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
  if (offering.isPending) return <PageLoading label="Loading the offering" />;
  if (offering.isError) return <PageLoadFailed title="Enroll" error={offering.error} />;
  return (
    <PageMain>
      <TwoColumns>
        <OfferingSummary offering={offering.data} />
        <PackageWizard offering={offering.data} />
      </TwoColumns>
    </PageMain>
  );
}
