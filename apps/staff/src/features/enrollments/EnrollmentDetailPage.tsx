import { useErrorSummary } from '@review-center/forms';
import { isApiError } from '@review-center/api-client';
import type { EnrollmentDetail } from '@review-center/api-client/contract';
import { ENROLLMENT_STATUS } from '@review-center/domain';
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  formatPeso,
  Link,
  Modal,
  Spinner,
  TextArea,
  toastQueue,
} from '@review-center/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { ProofImage } from '../payments/ProofImage.tsx';
import { reviewName } from '../payments/review.ts';
import { Fields } from '../../app/Fields.tsx';
import { problemOf } from '../../app/problem.ts';
import { formatWhen } from '../../app/dates.ts';

const Sections = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  .proofs {
    display: grid;
    gap: var(--ds-space-3);
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
  .actions {
    display: flex;
    gap: var(--ds-space-3);
    flex-wrap: wrap;
    margin-block-start: var(--ds-space-4);
  }
`;

type Installment = NonNullable<EnrollmentDetail['installments']>[number];

/** What an audit entry did, in words. */
function describe(action: string, after: Record<string, unknown> | null): string {
  switch (action) {
    case 'enrollment.approve':
      return 'Approved the payment';
    case 'enrollment.reject':
      return `Rejected the payment: ${String(after?.rejectionReason ?? '')}`;
    case 'enrollment.markInstallmentPaid':
      return `Marked installment ${String(after?.installment ?? '')} paid: ${String(after?.note ?? '')}`;
    case 'enrollment.cancel':
      return `Cancelled the enrollment: ${String(after?.cancellationReason ?? '')}`;
    default:
      return action;
  }
}

/** A dialog that takes one required text, then runs the action. */
function ReasonDialog({
  title,
  label,
  description,
  submit,
  isOpen,
  onOpenChange,
  onSubmit,
}: {
  title: string;
  label: string;
  description: string;
  submit: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (text: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errors = useErrorSummary(form);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!text.trim()) {
      setError(`Write the ${label.toLowerCase()}.`);
      errors.refuse();
      return;
    }
    errors.clear();
    setPending(true);
    try {
      await onSubmit(text.trim());
      setText('');
      onOpenChange(false);
    } catch (failure) {
      // Not the text's fault: what refused it, and what to do (the text typed stays).
      setProblem(problemOf(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Dialog title={title}>
        <form ref={form} noValidate onSubmit={(event) => void send(event)}>
          {errors.summary}
          {problem ? <p role="alert">{problem}</p> : null}
          <TextArea
            label={label}
            description={description}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(undefined);
            }}
            isRequired
            isInvalid={Boolean(error)}
            errorMessage={error}
            // The dialog exists to take this one field: focus starts in it (the APG dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <DialogActions>
            <Button type="submit" isPending={pending}>
              {submit}
            </Button>
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              Close
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Modal>
  );
}

/**
 * One enrollment: who, what, what is paid and due, every payment with its proofs, every staff
 * decision with who made it and when; mark an installment paid, cancel (decision 0028).
 */
export function EnrollmentDetailPage() {
  const { id = '' } = useParams();
  const detail = useStaffQuery('getStaffEnrollment', { params: { id } });
  const markPaid = useStaffAction('markInstallmentPaid');
  const cancel = useStaffAction('cancelEnrollment');
  const [paying, setPaying] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const enrollment: EnrollmentDetail | undefined = detail.data?._id === id ? detail.data : undefined;
  if (detail.isError) {
    return isApiError(detail.error) && detail.error.status === 404 ? (
      <>
        <h1>No such enrollment</h1>
        <Link href="/enrollments">Back to the enrollments</Link>
      </>
    ) : (
      <p role="alert">The enrollment could not load: {problemOf(detail.error)}</p>
    );
  }
  if (!enrollment) return <Spinner label="Loading the enrollment" />;

  const cancelled = enrollment.status === ENROLLMENT_STATUS.cancelled;
  const installments = enrollment.installments ?? [];
  const indexOf = (installment: Installment) => installments.indexOf(installment);
  const installmentColumns: Column<Installment>[] = [
    { name: '#', cell: (installment) => indexOf(installment) + 1 },
    { name: 'Amount', cell: (installment) => formatPeso(installment.amount) },
    { name: 'Due', cell: (installment) => installment.dueDate },
    {
      name: 'Paid',
      cell: (installment) =>
        installment.paid ? (
          'Paid'
        ) : cancelled || enrollment.status === ENROLLMENT_STATUS.paymentReview ? (
          'Not paid'
        ) : (
          <Button size="sm" variant="secondary" onPress={() => setPaying(indexOf(installment))}>
            Mark installment {indexOf(installment) + 1} paid
          </Button>
        ),
    },
  ];

  return (
    <>
      <p>
        <Link href="/enrollments">Enrollments</Link>
      </p>
      <h1>Enrollment {enrollment.reference}</h1>
      <Sections>
        <Card variant="outlined">
          <Fields>
            <dt>Reviewee</dt>
            <dd>
              {reviewName(enrollment)}
              <br />
              {enrollment.user.email}
            </dd>
            <dt>Status</dt>
            <dd>{enrollment.status}</dd>
            {enrollment.cancellationReason ? (
              <>
                <dt>Cancelled because</dt>
                <dd>{enrollment.cancellationReason}</dd>
              </>
            ) : null}
            <dt>Offering</dt>
            <dd>{enrollment.offering.title}</dd>
            <dt>Branch</dt>
            <dd>
              {enrollment.branch}
              {enrollment.schedule ? `, ${enrollment.schedule}` : ''}
            </dd>
            <dt>Payment term</dt>
            <dd>{enrollment.paymentType}</dd>
            <dt>Price</dt>
            <dd>{formatPeso(enrollment.price)}</dd>
            <dt>Amount paid</dt>
            <dd>{formatPeso(enrollment.amountPaid)}</dd>
            <dt>Next due date</dt>
            <dd>{enrollment.nextDueDate ?? 'Nothing due'}</dd>
            <dt>Enrolled</dt>
            <dd>{formatWhen(enrollment.createdDate)}</dd>
          </Fields>
          {cancelled ? null : (
            <div className="actions">
              <Button variant="danger" onPress={() => setCancelling(true)}>
                Cancel enrollment
              </Button>
            </div>
          )}
        </Card>

        {installments.length > 0 ? (
          <section aria-labelledby="installments">
            <h2 id="installments">Installments</h2>
            <RecordTable
              aria-labelledby="installments"
              columns={installmentColumns}
              rows={installments}
              rowKey={(installment) => `${installment.dueDate}-${indexOf(installment)}`}
            />
          </section>
        ) : null}

        <section aria-labelledby="payments">
          <h2 id="payments">Payments</h2>
          {enrollment.payments.length === 0 ? <p>No proof of payment was sent yet.</p> : null}
          {enrollment.payments.map((payment) => (
            <Card key={payment._id} variant="outlined">
              <h3>
                {payment.paymentType} · {formatPeso(payment.price)} · {payment.status}
              </h3>
              <p>
                Sent {formatWhen(payment.createdDate)} · {payment.paymentOption ?? '—'} · receipt{' '}
                {payment.receiptId ?? '—'} · paid {payment.paymentDate?.slice(0, 10) ?? '—'}
              </p>
              <div className="proofs">
                {payment.attachments.map((file, index) => (
                  <ProofImage key={file.id} file={file} index={index} />
                ))}
              </div>
            </Card>
          ))}
        </section>

        <section aria-labelledby="history">
          <h2 id="history">History</h2>
          <ol>
            <li>
              {formatWhen(enrollment.createdDate)}: enrolled by {enrollment.user.email}
            </li>
            {enrollment.history.map((entry) => (
              <li key={entry._id}>
                {formatWhen(entry.createdAt)}: {describe(entry.action, entry.after)} — {entry.actor.email}
              </li>
            ))}
          </ol>
        </section>
      </Sections>

      <ReasonDialog
        title={`Mark installment ${(paying ?? 0) + 1} paid`}
        label="Note"
        description="How it was paid, e.g. cash at the branch with the official receipt number."
        submit="Mark paid"
        isOpen={paying !== null}
        onOpenChange={(open) => {
          if (!open) setPaying(null);
        }}
        onSubmit={async (note) => {
          await markPaid.mutateAsync({ params: { id: enrollment._id, index: paying ?? 0 }, body: { note } });
          toastQueue.add({ title: `Installment ${(paying ?? 0) + 1} marked paid`, variant: 'success' });
        }}
      />
      <ReasonDialog
        title={`Cancel enrollment ${enrollment.reference}`}
        label="Reason"
        description="Kept with the enrollment and in its history."
        submit="Cancel the enrollment"
        isOpen={cancelling}
        onOpenChange={setCancelling}
        onSubmit={async (reason) => {
          await cancel.mutateAsync({ params: { id: enrollment._id }, body: { reason } });
          toastQueue.add({ title: `Cancelled ${enrollment.reference}`, variant: 'success' });
        }}
      />
    </>
  );
}
