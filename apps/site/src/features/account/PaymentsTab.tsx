import { PaymentSummary } from '@review-center/design-system';
import type { Payment } from '@review-center/domain';
import { formatDate, statusVariant } from './status.ts';

/** The Payments tab (spec §2 Account), in the order the API sorts them: status, then newest (spec §7). */
export function PaymentsTab({ payments }: { payments: readonly Payment[] }) {
  if (payments.length === 0) return <p>You have no payments yet.</p>;
  return (
    <ul className="account-list">
      {payments.map((payment) => (
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
        </li>
      ))}
    </ul>
  );
}
