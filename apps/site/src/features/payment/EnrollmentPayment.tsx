import { isAbortError, isApiError, toFailure } from '@review-center/api-client';
import { useEnrollment, useSubmitPayment } from '@review-center/api-client/react';
import { Card, Link, PesoPrice, ResultPanel } from '@review-center/design-system';
import {
  acceptsPaymentProof,
  amountDueNow,
  ENROLLMENT_STATUS,
  messageFor,
  nextDueInstallment,
  PAGE_MESSAGES,
  PAYMENT_TAG,
  SUCCESS_MESSAGES,
  type Enrollment,
  type PaymentProofValues,
} from '@review-center/domain';
import { PaymentProofForm } from '@review-center/forms';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../app/current-user.ts';
import { useCenterDetails } from '../../app/center.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { PageLoadFailed, PageLoading } from '../../app/PageStates.tsx';
import { SignedIn } from '../../app/SignedIn.tsx';
import { paths } from '../../app/paths.ts';
import { Code, SummaryList, TwoColumns } from '../../app/layout.ts';
import { EmailAddress } from '../../app/EmailAddress.tsx';
import { notifySuccess } from '../../app/notify.ts';
import { formatDate } from '../../app/format-date.ts';
import { useFileUpload } from '../../app/upload.ts';
import { PaymentAccounts } from './PaymentAccounts.tsx';

// Shown only once a payment was submitted: its code arrives then, not with the form.
const PaymentSlip = lazy(() => import('./PaymentSlip.tsx').then((module) => ({ default: module.PaymentSlip })));

const offeringTitle = (offering: Enrollment['offering']): string =>
  typeof offering === 'string' ? offering : offering.title;

/**
 * Enrollment payment (product §2): the user and enrollment summary on the left, the payment proof
 * form on the right, replaced by PAYMENT SUCCESSFUL once submitted. The form is enabled while the
 * enrollment is Processing, and while it is Active with an installment unpaid, for the next one
 * (the amount due now shown beside it). An enrollment is read with its owner's session only, so
 * a signed-out reviewee (one who came from the enrollment e-mail) logs in first and comes back
 * here (decision 0036).
 */
export function EnrollmentPayment({ enrollmentId }: { enrollmentId: string }) {
  return (
    <SignedIn loadingLabel="Loading the enrollment" pageTitle="Enrollment payment">
      {() => <PaymentForEnrollment enrollmentId={enrollmentId} />}
    </SignedIn>
  );
}

/**
 * The cashier's reason for not accepting the last proof, as the e-mail gives it, and what to do
 * next: the form below takes the new proof (the reason stays until one is sent).
 */
function ProofNotAccepted({ reason }: { reason: string }) {
  return (
    <Card elementType="section" variant="outlined" aria-labelledby="proof-not-accepted">
      <h2 id="proof-not-accepted">Your proof of payment was not accepted</h2>
      <p>Reason: {reason}</p>
      <p>
        What to do next: send a new proof of payment with the form below, a clear photo or scan that shows the receipt
        ID, the amount and the date. We will e-mail you once the center has verified it.
      </p>
    </Card>
  );
}

function PaymentForEnrollment({ enrollmentId }: { enrollmentId: string }) {
  const enrollment = useEnrollment(enrollmentId);
  const session = useCurrentUser();
  const center = useCenterDetails();
  const upload = useFileUpload();
  const pay = useSubmitPayment();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState<PaymentProofValues | null>(null);

  if (enrollment.isPending) return <PageLoading label="Loading the enrollment" />;
  if (enrollment.isError) return <PageLoadFailed title="Enrollment payment" error={enrollment.error} />;

  const data = enrollment.data;
  const user = typeof data.user === 'string' ? null : data.user;
  const userId = session.user?._id ?? (typeof data.user === 'string' ? data.user : data.user._id);
  // The first payment while Processing, the next installment while Active (the rule the API
  // applies to the proof).
  const canPay = acceptsPaymentProof(data);
  const installment = data.paymentType === 'Installment' ? nextDueInstallment(data.installments) : undefined;

  async function submit(values: PaymentProofValues) {
    // A failed or cancelled upload rejects with what stopped it, shown above the form, which
    // keeps the chosen files for a retry (decision 0037).
    const attachments = await upload.send(values.attachments as unknown as Blob[]);
    const attached = notifySuccess(SUCCESS_MESSAGES.filesAttached);
    try {
      await pay.mutateAsync({
        params: { id: userId, enrollmentId },
        body: {
          paymentType: values.paymentType,
          paymentOption: values.paymentOption,
          price: Number(values.price),
          receiptId: values.receiptId,
          paymentDate: values.paymentDate,
          reference: data.reference,
          tag: PAYMENT_TAG,
          attachments,
        },
      });
    } catch (error) {
      if (!(await reachedServer(error, values.receiptId))) {
        // "Payment failure is only logged" (product §8) and "redirects to /" (§6).
        if (!isAbortError(error)) console.error('Payment submission failed', error);
        void navigate(paths.root);
        return;
      }
    }
    notifySuccess(SUCCESS_MESSAGES.paymentSubmitted, attached);
    setSubmitted(values);
  }

  /**
   * Whether a payment call that failed stored the proof after all. A call that got no answer (its
   * 10 s limit passed, or the connection dropped) may have reached the server, which goes on
   * without the page: the enrollment, read again, says whether this proof is the one waiting for
   * review. If it is not (or the read fails too), this rejects with what happened, which the form
   * shows above itself while it keeps everything for a retry (decision 0093). An answer from the
   * server is a failure as product §6 and §8 have it: false.
   */
  async function reachedServer(error: unknown, receiptId: string): Promise<boolean> {
    if (!isApiError(error) || (error.kind !== 'timeout' && error.kind !== 'network')) return false;
    const fresh = await enrollment.refetch();
    if (fresh.data?.status === ENROLLMENT_STATUS.paymentReview && fresh.data.receiptId === receiptId) return true;
    throw new Error(messageFor('generic', toFailure(error)), { cause: error });
  }

  return (
    <PageMain>
      <TwoColumns>
        <Card elementType="section" aria-labelledby="payment-summary-title">
          <h1 id="payment-summary-title">Enrollment payment</h1>
          <SummaryList>
            {user ? (
              <>
                <dt>Name</dt>
                <dd>{user.fullName ?? [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ')}</dd>
                <dt>Email</dt>
                <dd>
                  <EmailAddress address={user.email} />
                </dd>
              </>
            ) : null}
            <dt>Offering</dt>
            <dd>{offeringTitle(data.offering)}</dd>
            <dt>Reference</dt>
            <dd>
              <Code>{data.reference}</Code>
              <span className="hint">
                Put it in the transfer memo, so that the cashier can match your payment to it.
              </span>
            </dd>
            <dt>Status</dt>
            <dd>{data.status}</dd>
            <dt>Payment type</dt>
            <dd>{data.paymentType.toUpperCase()}</dd>
            <dt>Price</dt>
            <dd>
              <PesoPrice amount={data.price} />
            </dd>
            {canPay ? (
              <>
                <dt>Amount due now</dt>
                <dd>
                  <PesoPrice amount={amountDueNow(data)} />
                  {installment?.dueDate ? ` (due ${formatDate(installment.dueDate)})` : null}
                </dd>
              </>
            ) : null}
            <dt>Branch</dt>
            <dd>{data.branch}</dd>
            {data.schedule ? (
              <>
                <dt>Schedule</dt>
                <dd>{data.schedule}</dd>
              </>
            ) : null}
          </SummaryList>
          {canPay ? <PaymentAccounts /> : null}
        </Card>
        <section aria-label="Payment form">
          {submitted ? (
            <ResultPanel
              status="success"
              heading={PAGE_MESSAGES.paymentSuccessful}
              headingLevel={2}
              focusOnMount
              actions={<Link href={paths.account}>Go to my account</Link>}
            >
              <p>We will e-mail you once the center has verified your payment.</p>
              <Suspense fallback={null}>
                <PaymentSlip
                  reference={data.reference}
                  offering={offeringTitle(data.offering)}
                  paid={submitted}
                  email={user?.email}
                  center={center}
                />
              </Suspense>
            </ResultPanel>
          ) : (
            <>
              {!canPay ? <p>This enrollment is {data.status}: there is no payment to submit now.</p> : null}
              {canPay && data.rejectionReason ? <ProofNotAccepted reason={data.rejectionReason} /> : null}
              <PaymentProofForm
                reference={data.reference}
                enrollmentPaymentType={data.paymentType === 'Full' ? 'FULL' : 'INSTALLMENT'}
                downpaymentPaid={data.installments[0]?.paid ?? false}
                isEnabled={canPay}
                onSubmit={submit}
                upload={upload.progress}
              />
            </>
          )}
        </section>
      </TwoColumns>
    </PageMain>
  );
}
