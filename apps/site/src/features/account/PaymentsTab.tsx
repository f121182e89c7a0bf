import { PaymentSummary } from '@review-center/design-system';
import type { Enrollment, Payment } from '@review-center/domain';
import { formatDate } from '../../app/format-date.ts';
import { statusVariant } from './status.ts';
import { CardList } from '../../app/CardList.ts';

const REFUND_LABELS = { reference: 'Refund for', paymentType: 'Returned by', tag: 'Reason' };

/**
 * Payments in the order the API sorts them: status, then newest (product §7). The Payments tab
 * (product §2 Account) shows all of the user's; an enrollment's page, those of that enrollment.
 * An approved payment's receipt is a plain link to its PDF, which the server draws (decision
 * 0074): the link carries its own key, so no code of the site fetches or reads it. The money
 * staff gave back on a cancelled enrollment comes first, one card per refund (decision 0084).
 */
export function PaymentsTab({
  payments,
  enrollments = [],
  emptyText = 'You have no payments yet.',
}: {
  payments: readonly Payment[];
  /** The enrollments whose refunds are shown (each carries its own). */
  enrollments?: readonly Enrollment[];
  emptyText?: string;
}) {
  const refunds = enrollments.flatMap((enrollment) =>
    (enrollment.refunds ?? []).map((refund) => ({ refund, reference: enrollment.reference })),
  );
  if (payments.length === 0 && refunds.length === 0) return <p>{emptyText}</p>;
  return (
    <CardList>
      {refunds.map(({ refund, reference }) => (
        <li key={refund._id}>
          <PaymentSummary
            reference={reference}
            status="Refunded"
            amount={refund.amount}
            paymentType={`${refund.channel}, reference ${refund.reference}`}
            date={formatDate(refund.refundDate)}
            tag={refund.reason}
            labels={REFUND_LABELS}
          />
        </li>
      ))}
      {payments.map((payment) => {
        const receipt = payment.receipts?.find((r) => !r.voided);
        return (
          <li key={payment._id}>
            <PaymentSummary
              reference={payment.reference}
              status={payment.status}
              statusVariant={statusVariant(payment.status)}
              amount={payment.price}
              paymentType={payment.paymentType}
              date={formatDate(payment.createdDate)}
              tag={payment.tag}
            />
            {receipt ? (
              <p>
                <a href={receipt.url} download>
                  Download {receipt.title} {receipt.number} (PDF)
                </a>
              </p>
            ) : null}
          </li>
        );
      })}
    </CardList>
  );
}
