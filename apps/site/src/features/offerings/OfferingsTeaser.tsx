import { offeringQueries, useApiClient } from '@review-center/api-client/react';
import { Link } from '@review-center/design-system';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../app/paths.ts';
import { publishedOfferingsQuery } from '../../app/published-offerings.ts';
import { OfferingGrid } from './OfferingGrid.tsx';

/**
 * The offerings teaser of home (product §2 Home): the first page of published offerings, the
 * list the home banner reads too (decision 0057); a failed list is ignored (product §8).
 */
export function OfferingsTeaser() {
  const client = useApiClient();
  const { data } = useQuery(offeringQueries.list(client, publishedOfferingsQuery));
  return (
    <section aria-labelledby="offerings-heading">
      <h2 id="offerings-heading">Offerings</h2>
      {data ? <OfferingGrid offerings={data.docs} headingLevel={3} /> : null}
      <p>
        <Link href={paths.offerings} variant="standalone">
          See all offerings
        </Link>
      </p>
    </section>
  );
}
