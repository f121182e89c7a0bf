import { PaymentSummary } from '@review-center/design-system';
import type { Payment } from '@review-center/domain';
import { formatDate } from '../../app/format-date.ts';
import { statusVariant } from './status.ts';
import { CardList } from '../../app/CardList.ts';

/**
 * Payments in the order the API sorts them: status, then newest (product §7). The Payments tab
 * (product §2 Account) shows all of the user's; an enrollment's page, those of that enrollment.
 * An approved payment's receipt is a plain link to its PDF, which the server draws (decision
 * 0074): the link carries its own key, so no code of the site fetches or reads it.
 */
export function PaymentsTab({
  payments,
  emptyText = 'You have no payments yet.',
}: {
  payments: readonly Payment[];
  emptyText?: string;
}) {
  if (payments.length === 0) return <p>{emptyText}</p>;
  return (
    <CardList>
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
