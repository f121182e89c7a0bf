import { type RefAttributes, useId } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { Card } from '../Card/Card.tsx';
import { Link } from '../Link/Link.tsx';
import { PesoPrice } from '../PesoPrice/PesoPrice.tsx';

const Offering = styled(Card)`
  border-top: 6px solid var(--ds-color-primary);
  border-radius: var(--ds-radius-md);

  h2,
  h3,
  h4 {
    margin: 0;
    font-size: var(--ds-font-size-lg);
    color: var(--ds-color-primary);
  }
  ul {
    flex: 1;
    margin: 0;
    padding-inline-start: var(--ds-space-5);
  }
  li + li {
    margin-block-start: var(--ds-space-1);
  }
  .price,
  .prices dd {
    margin: 0;
    font-size: var(--ds-font-size-xl);
    font-weight: var(--ds-font-weight-bold);
  }
  .prices {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-2) var(--ds-space-5);
    margin: 0;
  }
  .prices dt {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
    font-weight: var(--ds-font-weight-semibold);
  }
`;

export interface OfferingCardPrice {
  /** Who pays it, e.g. 'BEED', 'BSED and UNITS/CPE' or 'All courses'. */
  label: string;
  /** The amount in pesos. */
  amount: number;
}

export interface OfferingCardProps extends RefAttributes<HTMLElement> {
  /** The offering's name, the card's heading (e.g. `LET Review — Elementary`). */
  title: string;
  /**
   * The benefit lines, each shown as a bullet; none shows no list. The app splits the offering's
   * newline-separated content (the domain's `offeringContentLines`).
   */
  contentLines: readonly string[];
  /** The price in pesos, for an offering that says nothing of who pays it; omit to show none. */
  price?: number;
  /**
   * The prices with whom each is for, e.g. one for BEED and one for the other courses when the
   * price depends on the course (product §9). Replaces `price` when given.
   */
  prices?: readonly OfferingCardPrice[];
  /** The enroll page, e.g. `/offerings/{id}/enroll`. */
  enrollHref: string;
  /**
   * The link's text.
   * @default 'ENROLL'
   */
  enrollLabel?: string;
  /**
   * Level of the title in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * A review offering: title, benefit lines, prices and an ENROLL link (product §2, Offerings page).
 *
 * **When to use:** A list of review offerings a reviewee can enroll in (the Offerings page, the
 * home page's Offerings section), one card per offering.
 *
 * **When not to:** For an offering the reviewee is already enrolled in (use `EnrollmentCard`), or
 * for a price alone (use `PesoPrice`).
 *
 * **Accessibility:** An `article` named by its heading; set `headingLevel` to fit the page
 * outline. Each ENROLL link is described by the card's title, so a list of identical link texts
 * still says which offering each one opens.
 */
export function OfferingCard({
  title,
  contentLines,
  price,
  prices,
  enrollHref,
  enrollLabel = 'ENROLL',
  headingLevel = 3,
  className,
  ref,
}: OfferingCardProps) {
  const titleId = useId();
  return (
    <Offering elementType="article" className={className} aria-labelledby={titleId} ref={ref}>
      <Heading level={headingLevel} id={titleId}>
        {title}
      </Heading>
      {contentLines.length > 0 ? (
        <ul>
          {contentLines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : null}
      {prices && prices.length > 0 ? (
        <dl className="prices">
          {prices.map(({ label, amount }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <PesoPrice amount={amount} />
              </dd>
            </div>
          ))}
        </dl>
      ) : price === undefined ? null : (
        <p className="price">
          <PesoPrice amount={price} />
        </p>
      )}
      {/* Several cards each have an ENROLL link: the description says which offering it is for. */}
      <Link href={enrollHref} variant="button-accent" aria-describedby={titleId}>
        {enrollLabel}
      </Link>
    </Offering>
  );
}
