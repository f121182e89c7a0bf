import { useId, type ReactNode, type RefAttributes } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { SummaryCardBody } from '../Card/SummaryCardBody.ts';
import { Link } from '../Link/Link.tsx';
import { PesoPrice } from '../PesoPrice/PesoPrice.tsx';

const Body = styled(SummaryCardBody)`
  --summary-heading-size: var(--ds-font-size-lg);
`;

export interface EnrollmentCardLabels {
  /** @default 'Reference' */
  reference: string;
  /** @default 'Price' */
  price: string;
  /** @default 'Next Due Date' */
  nextDueDate: string;
  /** @default 'Payment' */
  pay: string;
  /** @default 'Pay' */
  payAction: string;
  /** @default 'None' */
  noPayment: string;
  /** @default 'View details' */
  details: string;
}

const defaultLabels: EnrollmentCardLabels = {
  reference: 'Reference',
  price: 'Price',
  nextDueDate: 'Next Due Date',
  pay: 'Payment',
  payAction: 'Pay',
  noPayment: 'None',
  details: 'View details',
};

export interface EnrollmentCardProps extends RefAttributes<HTMLElement> {
  /** The offering's title. */
  title: string;
  /** The status text as the API gives it: Processing, Payment Review, Active (product §4). */
  status: string;
  /**
   * The badge colour for the status; the app maps statuses to it.
   * @default 'neutral'
   */
  statusVariant?: BadgeProps['variant'];
  /** The enrollment's price in pesos. */
  price: number;
  /** The enrollment's reference number, when there is one. */
  reference?: string;
  /**
   * The next installment's due date, already formatted. The app decides whether it applies
   * (product §4: only for an active enrollment paid by installment); omit it to hide the row.
   */
  nextDueDate?: ReactNode;
  /**
   * Where the Pay link goes (`/enrollments/{id}/payments`). The app decides whether payment is
   * due (product §4); without it the card shows the text None.
   */
  payHref?: string;
  /** Where the enrollment's own page is (`/enrollments/{id}`); without it the card links nowhere else. */
  detailHref?: string;
  /** Texts of the card, to translate or rename. */
  labels?: Partial<EnrollmentCardLabels>;
  /**
   * Level of the title in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * One of the user's enrollments in the account area. It shows what it is told; no rules inside.
 *
 * **When to use:** In the account area, one card per enrollment of the signed-in reviewee, with
 * its status and the action it allows (pay, view).
 *
 * **When not to:** To sell an offering (use `OfferingCard`), or to decide an enrollment's status:
 * the app computes it with the domain's rules and passes it in.
 *
 * **Accessibility:** An `article` named by its heading; the status is text, never colour alone.
 * Keep `headingLevel` one below the page's section heading.
 */
export function EnrollmentCard({
  title,
  status,
  statusVariant = 'neutral',
  price,
  reference,
  nextDueDate,
  payHref,
  detailHref,
  labels: labelOverrides,
  headingLevel = 3,
  className,
  ref,
}: EnrollmentCardProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const titleId = useId();
  return (
    <Card elementType="article" className={className} aria-labelledby={titleId} ref={ref}>
      <Body>
        <div className="summary-head">
          <Heading level={headingLevel} id={titleId}>
            {title}
          </Heading>
          <Badge variant={statusVariant}>{status}</Badge>
        </div>
        <dl>
          {reference ? (
            <>
              <dt>{labels.reference}</dt>
              <dd className="summary-code">{reference}</dd>
            </>
          ) : null}
          <dt>{labels.price}</dt>
          <dd>
            <PesoPrice amount={price} />
          </dd>
          {nextDueDate ? (
            <>
              <dt>{labels.nextDueDate}</dt>
              <dd>{nextDueDate}</dd>
            </>
          ) : null}
          <dt>{labels.pay}</dt>
          <dd>
            {payHref ? (
              <Link href={payHref} variant="button" aria-describedby={titleId}>
                {labels.payAction}
              </Link>
            ) : (
              labels.noPayment
            )}
          </dd>
        </dl>
        {detailHref ? (
          <p>
            <Link href={detailHref} aria-describedby={titleId}>
              {labels.details}
            </Link>
          </p>
        ) : null}
      </Body>
    </Card>
  );
}
