import type { EnrollmentDetail } from '@review-center/api-client/contract';
import { ENROLLMENT_STATUS, roleAllows, type Receipt } from '@review-center/domain';
import { Button, Card, formatPeso, Link } from '@review-center/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { useStaffAction } from '../../app/staff-queries.ts';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { showPage } from '../../app/resource/ResourceShow.tsx';
import { ReasonDialog } from '../../app/ReasonDialog.tsx';
import { AuthorizedFile } from '../../app/AuthorizedFile.tsx';
import { reviewName } from '../payments/review.ts';
import { FieldList, lines } from '../../app/Fields.tsx';
import { ButtonRow } from '../../app/ButtonRow.ts';
import { formatWhen } from '../../app/dates.ts';
import { ActionButton } from '../../app/ActionButton.tsx';
import { useStaffUser } from '../../app/staff-user.ts';
import { CancelDialog } from './CancelDialog.tsx';

const Sections = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  .proofs {
    display: grid;
    gap: var(--ds-space-3);
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

type Installment = NonNullable<EnrollmentDetail['installments']>[number];

/** What each staff action on an enrollment did, in words, from what it wrote. */
const DONE: Record<string, (after: Record<string, unknown>) => string> = {
  'enrollment.approve': (after) => `Approved the payment${after.receipt ? `; receipt ${String(after.receipt)}` : ''}`,
  'enrollment.reject': (after) => `Rejected the payment: ${String(after.rejectionReason ?? '')}`,
  'enrollment.markInstallmentPaid': (after) =>
    `Marked installment ${String(after.installment ?? '')} paid: ${String(after.note ?? '')}`,
  'enrollment.cancel': (after) => `Cancelled the enrollment: ${String(after.cancellationReason ?? '')}`,
  'receipt.void': (after) =>
    `Voided receipt ${String(after.receipt ?? '')}: ${String(after.reason ?? '')}${after.replacement ? `; replaced by ${String(after.replacement)}` : ''}`,
  'receipt.issue': (after) => `Issued receipt ${String(after.receipt ?? '')}`,
  'refund.record': (after) =>
    `Recorded a refund of ${formatPeso(Number(after.amount ?? 0))} by ${String(after.channel ?? '')}, reference ${String(after.reference ?? '')}: ${String(after.reason ?? '')}`,
};

/**
 * One enrollment: who, what, what is paid and due, every payment with its proofs, every staff
 * decision with who made it and when; mark an installment paid, cancel (decision 0028).
 */
export const EnrollmentDetailPage = showPage(
  { call: 'getStaffEnrollment', noun: 'enrollment', back: ['/enrollments', 'Back to the enrollments'] },
  (enrollment) => <Enrollment enrollment={enrollment} />,
);

/** The enrollment once it has loaded, with its installments to mark paid, its receipts and its cancellation. */
function Enrollment({ enrollment }: { enrollment: EnrollmentDetail }) {
  const markPaid = useStaffAction('markInstallmentPaid');
  const voidReceipt = useStaffAction('voidReceipt');
  const [paying, setPaying] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [voiding, setVoiding] = useState<Receipt | null>(null);
  // Receipts are the cashier's (and the administrator's, who may do everything): decision 0074.
  const mayIssue = roleAllows(useStaffUser().role, ['cashier']);

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
  const number = (paying ?? 0) + 1;

  return (
    <>
      <p>
        <Link href="/enrollments">Enrollments</Link>
      </p>
      <h1>Enrollment {enrollment.reference}</h1>
      <Sections>
        <Card variant="outlined">
          <FieldList
            fields={[
              ['Reviewee', lines(reviewName(enrollment), enrollment.user.email)],
              ['Status', enrollment.status],
              ['Cancelled because', enrollment.cancellationReason || null],
              ['Offering', enrollment.offering.title],
              ['Branch', `${enrollment.branch}${enrollment.schedule ? `, ${enrollment.schedule}` : ''}`],
              ['Payment term', enrollment.paymentType],
              ['Price', formatPeso(enrollment.price)],
              ['Amount paid', formatPeso(enrollment.amountPaid)],
              ['Amount refunded', enrollment.amountRefunded > 0 ? formatPeso(enrollment.amountRefunded) : null],
              ['Next due date', enrollment.nextDueDate ?? 'Nothing due'],
              ['Enrolled', formatWhen(enrollment.createdDate)],
            ]}
          />
          {cancelled ? null : (
            <ButtonRow>
              <Button variant="danger" onPress={() => setCancelling(true)}>
                Cancel enrollment
              </Button>
            </ButtonRow>
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
                  <AuthorizedFile key={file.id} file={file} label={`Proof ${index + 1}`} zoomable />
                ))}
              </div>
              {payment.status === 'Approved' ? (
                <Receipts
                  receipts={payment.receipts ?? []}
                  paymentId={payment._id}
                  mayIssue={mayIssue}
                  onVoid={setVoiding}
                />
              ) : null}
            </Card>
          ))}
        </section>

        {enrollment.refunds?.length ? (
          <section aria-labelledby="refunds">
            <h2 id="refunds">Refunds</h2>
            <ul>
              {enrollment.refunds.map((refund) => (
                <li key={refund._id}>
                  {formatPeso(refund.amount)} by {refund.channel}, reference {refund.reference}, on {refund.refundDate}:{' '}
                  {refund.reason}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="history">
          <h2 id="history">History</h2>
          <ol>
            <li>
              {formatWhen(enrollment.createdDate)}: enrolled by {enrollment.user.email}
            </li>
            {enrollment.history.map((entry) => (
              <li key={entry._id}>
                {formatWhen(entry.createdAt)}: {DONE[entry.action]?.(entry.after ?? {}) ?? entry.action} —{' '}
                {entry.actor.email}
              </li>
            ))}
          </ol>
        </section>
      </Sections>

      <ReasonDialog
        name="note"
        title={`Mark installment ${number} paid`}
        label="Note"
        description="How it was paid, e.g. cash at the branch with the official receipt number."
        submit="Mark paid"
        isOpen={paying !== null}
        onClose={() => setPaying(null)}
        send={(note) => markPaid.mutateAsync({ params: { id: enrollment._id, index: paying ?? 0 }, body: { note } })}
        saved={() => `Installment ${number} marked paid`}
        failure={`Installment ${number} was not marked paid`}
      />
      <ReasonDialog
        name="reason"
        title={`Void ${voiding?.title ?? 'receipt'} ${voiding?.number ?? ''}`}
        label="Reason"
        description="The receipt is kept, stamped VOID with this reason. Its replacement takes the next number and is e-mailed to the reviewee."
        submit="Void and issue the replacement"
        danger
        isOpen={voiding !== null}
        onClose={() => setVoiding(null)}
        send={(reason) =>
          voidReceipt.mutateAsync({ params: { id: voiding?._id ?? '' }, body: { reason, replace: true } })
        }
        saved={(answer) =>
          `Voided ${answer.voided.number}${answer.replacement ? `; issued ${answer.replacement.number}` : ''}`
        }
        failure={`${voiding?.number ?? 'The receipt'} was not voided`}
      />
      <CancelDialog enrollment={enrollment} isOpen={cancelling} onClose={() => setCancelling(false)} />
    </>
  );
}

/**
 * An approved payment's receipts, newest first (decision 0074): each a plain link to its PDF (the
 * link carries its key); the valid one may be voided, and a payment left without one is given one.
 */
function Receipts({
  receipts,
  paymentId,
  mayIssue,
  onVoid,
}: {
  receipts: readonly Receipt[];
  paymentId: string;
  mayIssue: boolean;
  onVoid: (receipt: Receipt) => void;
}) {
  const valid = receipts.some((receipt) => !receipt.voided);
  return (
    <>
      {receipts.length === 0 ? <p>No receipt was issued for this payment.</p> : null}
      <ul>
        {receipts.map((receipt) => (
          <li key={receipt._id}>
            <a href={receipt.url} download>
              {receipt.title} {receipt.number} (PDF)
            </a>{' '}
            · {formatPeso(receipt.amount)} · issued {formatWhen(receipt.issuedDate)}
            {receipt.replaces ? ` · replaces ${receipt.replaces}` : ''}
            {receipt.voided ? (
              ` · voided ${receipt.voidedDate ? formatWhen(receipt.voidedDate) : ''}: ${receipt.voidReason ?? ''}`
            ) : mayIssue ? (
              <>
                {' '}
                <Button size="sm" variant="secondary" onPress={() => onVoid(receipt)}>
                  Void {receipt.number}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {!valid && mayIssue ? (
        <ActionButton
          call="issueReceipt"
          input={{ params: { id: paymentId } }}
          done={(receipt) => `Issued ${receipt.title} ${receipt.number}`}
          failed="No receipt was issued"
        >
          Issue a receipt
        </ActionButton>
      ) : null}
    </>
  );
}
