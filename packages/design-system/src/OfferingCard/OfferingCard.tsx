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
  .price {
    margin: 0;
    font-size: var(--ds-font-size-xl);
    font-weight: var(--ds-font-weight-bold);
  }
`;

export interface OfferingCardProps extends RefAttributes<HTMLElement> {
  title: string;
  /**
   * The benefit lines, each shown as a bullet; none shows no list. The app splits the offering's
   * newline-separated content (the domain's `offeringContentLines`).
   */
  contentLines: readonly string[];
  /** The price in pesos; omit to show none. */
  price?: number;
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
  className?: string;
}

/** A review offering: title, benefit lines, price and an ENROLL link (product §2, Offerings page). */
export function OfferingCard({
  title,
  contentLines,
  price,
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
      {price === undefined ? null : (
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
