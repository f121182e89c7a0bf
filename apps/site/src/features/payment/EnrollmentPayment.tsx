import { isAbortError, toFailure } from '@review-center/api-client';
import { useEnrollment, useSubmitPayment, useUploadFiles } from '@review-center/api-client/react';
import { Card, Link, PesoPrice, ResultPanel } from '@review-center/design-system';
import {
  ENROLLMENT_STATUS,
  messageFor,
  PAGE_MESSAGES,
  PAYMENT_TAG,
  SUCCESS_MESSAGES,
  type Enrollment,
  type PaymentProofValues,
} from '@review-center/domain';
import { PaymentProofForm } from '@review-center/forms';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../app/current-user.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { PageLoadFailed, PageLoading } from '../../app/PageStates.tsx';
import { paths } from '../../app/paths.ts';
import { SummaryList, TwoColumns } from '../../app/layout.ts';
import { notifySuccess } from '../../app/notify.ts';

const offeringTitle = (offering: Enrollment['offering']): string =>
  typeof offering === 'string' ? offering : offering.title;

/**
 * Enrollment payment (product §2): the user and enrollment summary on the left, the payment proof
 * form on the right, replaced by PAYMENT SUCCESSFUL once submitted. The form is enabled only
 * while the enrollment is Processing. An enrollment is read with its owner's session only, so
 * without one the page asks to log in first.
 */
export function EnrollmentPayment({ enrollmentId }: { enrollmentId: string }) {
  const session = useCurrentUser();
  if (!session.hasSession) {
    return (
      <PageMain>
        <Card elementType="section" aria-labelledby="payment-summary-title">
          <h1 id="payment-summary-title">Enrollment payment</h1>
          <p>
            <Link href={paths.login}>Log in</Link> to see this enrollment and submit your payment.
          </p>
        </Card>
      </PageMain>
    );
  }
  return <PaymentForEnrollment enrollmentId={enrollmentId} />;
}

function PaymentForEnrollment({ enrollmentId }: { enrollmentId: string }) {
  const enrollment = useEnrollment(enrollmentId);
  const session = useCurrentUser();
  const upload = useUploadFiles();
  const pay = useSubmitPayment();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);

  if (enrollment.isPending) return <PageLoading label="Loading the enrollment" />;
  if (enrollment.isError) return <PageLoadFailed title="Enrollment payment" error={enrollment.error} />;

  const data = enrollment.data;
  const user = typeof data.user === 'string' ? null : data.user;
  const userId = session.user?._id ?? (typeof data.user === 'string' ? data.user : data.user._id);
  // The payment call needs the reviewee's session (POST /users/{id}/...): without one, log in first.
  const canPay = data.status === ENROLLMENT_STATUS.processing && session.hasSession;

  async function submit(values: PaymentProofValues) {
    let attachments;
    try {
      attachments = await upload.mutateAsync({ body: { files: values.attachments as unknown as Blob[] } });
    } catch (error) {
      throw new Error(messageFor('generic', toFailure(error)), { cause: error });
    }
    notifySuccess(SUCCESS_MESSAGES.filesAttached);
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
      // "Payment failure is only logged" (product §8) and "redirects to /" (§6).
      if (!isAbortError(error)) console.error('Payment submission failed', error);
      void navigate(paths.root);
      return;
    }
    notifySuccess(SUCCESS_MESSAGES.paymentSubmitted);
    setSubmitted(true);
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
                <dd>{user.email}</dd>
              </>
            ) : null}
            <dt>Offering</dt>
            <dd>{offeringTitle(data.offering)}</dd>
            <dt>Reference</dt>
            <dd>{data.reference}</dd>
            <dt>Status</dt>
            <dd>{data.status}</dd>
            <dt>Payment type</dt>
            <dd>{data.paymentType.toUpperCase()}</dd>
            <dt>Price</dt>
            <dd>
              <PesoPrice amount={data.price} />
            </dd>
            <dt>Branch</dt>
            <dd>{data.branch}</dd>
            {data.schedule ? (
              <>
                <dt>Schedule</dt>
                <dd>{data.schedule}</dd>
              </>
            ) : null}
          </SummaryList>
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
            </ResultPanel>
          ) : (
            <>
              {data.status !== ENROLLMENT_STATUS.processing ? (
                <p>This enrollment is {data.status}: there is no payment to submit now.</p>
              ) : null}
              <PaymentProofForm
                reference={data.reference}
                enrollmentPaymentType={data.paymentType === 'Full' ? 'FULL' : 'INSTALLMENT'}
                isEnabled={canPay}
                onSubmit={submit}
              />
            </>
          )}
        </section>
      </TwoColumns>
    </PageMain>
  );
}
