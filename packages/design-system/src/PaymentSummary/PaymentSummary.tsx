import { useId, type ReactNode, type RefAttributes } from 'react';
import { Heading } from 'react-aria-components';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { SummaryCardBody } from '../Card/SummaryCardBody.ts';
import { PesoPrice } from '../PesoPrice/PesoPrice.tsx';

export interface PaymentSummaryLabels {
  /** @default 'Reference' */
  reference: string;
  /** @default 'Amount' */
  amount: string;
  /** @default 'Payment Type' */
  paymentType: string;
  /** @default 'Date' */
  date: string;
  /** @default 'For' */
  tag: string;
}

const defaultLabels: PaymentSummaryLabels = {
  reference: 'Reference',
  amount: 'Amount',
  paymentType: 'Payment Type',
  date: 'Date',
  tag: 'For',
};

export interface PaymentSummaryProps extends RefAttributes<HTMLElement> {
  /** The payment's reference number; also the card's title. */
  reference: string;
  /** The status text as the API gives it. */
  status: string;
  /**
   * The badge colour for the status; the app maps statuses to it.
   * @default 'neutral'
   */
  statusVariant?: BadgeProps['variant'];
  /** Amount paid, in pesos. */
  amount: number;
  /** FULL, INSTALLMENT, Downpayment... as the app wants it shown. */
  paymentType: string;
  /** When it was made, already formatted. */
  date?: ReactNode;
  /** What the payment is for (product §3: the tag, 'Enrollment'). */
  tag?: string;
  /** Texts of the card, to translate or rename. */
  labels?: Partial<PaymentSummaryLabels>;
  /**
   * Level of the title in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * One payment in the account area: reference, status, amount and payment type (product §3, Payment).
 *
 * **When to use:** In the account area's Payments tab: one payment's reference, status, amount and
 * type.
 *
 * **When not to:** To take a payment (use `PaymentProofForm` from the forms package) or to total
 * several payments.
 *
 * **Accessibility:** A description list under a heading; the status is a text badge, never colour
 * alone; amounts are written as pesos by `PesoPrice`.
 */
export function PaymentSummary({
  reference,
  status,
  statusVariant = 'neutral',
  amount,
  paymentType,
  date,
  tag,
  labels: labelOverrides,
  headingLevel = 3,
  className,
  ref,
}: PaymentSummaryProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const titleId = useId();
  return (
    <Card elementType="article" variant="outlined" className={className} aria-labelledby={titleId} ref={ref}>
      <SummaryCardBody>
        <div className="summary-head">
          <Heading level={headingLevel} id={titleId}>
            {labels.reference} <span className="summary-code">{reference}</span>
          </Heading>
          <Badge variant={statusVariant}>{status}</Badge>
        </div>
        <dl>
          <dt>{labels.amount}</dt>
          <dd>
            <PesoPrice amount={amount} />
          </dd>
          <dt>{labels.paymentType}</dt>
          <dd>{paymentType}</dd>
          {date ? (
            <>
              <dt>{labels.date}</dt>
              <dd>{date}</dd>
            </>
          ) : null}
          {tag ? (
            <>
              <dt>{labels.tag}</dt>
              <dd>{tag}</dd>
            </>
          ) : null}
        </dl>
      </SummaryCardBody>
    </Card>
  );
}
