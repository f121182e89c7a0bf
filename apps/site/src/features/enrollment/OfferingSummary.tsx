import { Card, PesoPrice } from '@review-center/design-system';
import { coursePrices, coursesLabel, offeringContentLines, type Offering } from '@review-center/domain';
import { Fragment } from 'react';

/** The offering summary on the left of the wizard (product §2). */
export function OfferingSummary({ offering }: { offering: Offering }) {
  // The advertised prices, as the offering's card shows them: per course for the product §9 overrides.
  const prices = coursePrices(offering);
  return (
    <Card elementType="section" aria-labelledby="offering-summary-title">
      <h1 id="offering-summary-title">{offering.title}</h1>
      <ul>
        {offeringContentLines(offering.content).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        Price:{' '}
        {prices.length === 1 ? (
          <PesoPrice amount={prices[0]!.price} />
        ) : (
          prices.map(({ courses, price }, index) => (
            <Fragment key={price}>
              {index > 0 ? ', ' : null}
              <PesoPrice amount={price} /> for {coursesLabel(courses)}
            </Fragment>
          ))
        )}
      </p>
      {offering.terms ? <p>Access valid for {offering.terms}.</p> : null}
    </Card>
  );
}
