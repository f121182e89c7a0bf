import { PesoPrice, PrintableSummary } from '@review-center/design-system';
import type { CenterSettings, PaymentProofValues } from '@review-center/domain';
import { formatDate } from '../../app/format-date.ts';
import { EmailAddress } from '../../app/EmailAddress.tsx';
import { Code } from '../../app/layout.ts';

/**
 * The payment slip shown with PAYMENT SUCCESSFUL (issue: a reviewee keeps what they paid, through
 * what, and what happens next): printable alone, on one page. Loaded after the submission.
 */
export function PaymentSlip({
  reference,
  offering,
  paid,
  email,
  center,
}: {
  reference: string;
  offering: string;
  paid: PaymentProofValues;
  email: string | undefined;
  /** Who issued the slip and how to reach them (decision 0046), when known. */
  center?: CenterSettings | undefined;
}) {
  const contact = [center?.supportEmail, center?.supportPhone].filter(Boolean).join(' or ');
  return (
    <PrintableSummary
      title="Payment slip"
      headingLevel={3}
      printLabel="Print payment slip"
      items={[
        { term: 'Reference', description: <Code>{reference}</Code> },
        { term: 'Offering', description: offering },
        { term: 'Payment type', description: paid.paymentType },
        { term: 'Amount paid', description: <PesoPrice amount={Number(paid.price)} /> },
        { term: 'Paid through', description: paid.paymentOption },
        { term: 'Receipt ID', description: paid.receiptId },
        { term: 'Payment date', description: formatDate(paid.paymentDate) },
      ]}
    >
      <p>
        What happens next: the center checks this payment against your proof and e-mails{' '}
        {email ? <EmailAddress address={email} /> : 'you'} when your enrollment is Active, or why the proof was not
        accepted. Keep this slip and your receipt until then.
      </p>
      {center ? (
        <p>
          Issued by {center.name}.{contact ? ` Questions about this payment: ${contact}.` : null}
        </p>
      ) : null}
    </PrintableSummary>
  );
}
