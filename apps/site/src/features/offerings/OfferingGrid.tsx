import { offeringQueries, useApiClient } from '@review-center/api-client/react';
import { OfferingCard } from '@review-center/design-system';
import { coursePrices, coursesLabel, offeringContentLines } from '@review-center/domain';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { paths } from '../../app/paths.ts';
import { publishedOfferingsQuery } from '../../app/published-offerings.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: var(--ds-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The published offerings as cards: title, content lines, price and ENROLL (product §2 Offerings
 * page); each price says which course it is for, both when they differ by course (product §9). A failed list is ignored (product §8): the grid simply stays empty.
 */
export function OfferingGrid({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const client = useApiClient();
  const { data } = useQuery(offeringQueries.list(client, publishedOfferingsQuery));
  if (!data) return null;
  return (
    <Grid>
      {data.docs.map((offering) => (
        <li key={offering._id}>
          <OfferingCard
            title={offering.title}
            contentLines={offeringContentLines(offering.content)}
            prices={coursePrices(offering).map(({ courses, price }) => ({
              label: coursesLabel(courses),
              amount: price,
            }))}
            enrollHref={paths.offeringEnroll(offering._id)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </Grid>
  );
}
