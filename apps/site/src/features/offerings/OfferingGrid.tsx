import { OfferingCard } from '@review-center/design-system';
import { coursePrices, coursesLabel, offeringContentLines, type Offering } from '@review-center/domain';
import styled from 'styled-components';
import { paths } from '../../app/paths.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: var(--ds-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Offerings as cards: title, content lines, price and ENROLL (product §2 Offerings page); each
 * price says which course it is for, both when they differ by course (product §9).
 */
export function OfferingGrid({
  offerings,
  headingLevel = 2,
}: {
  offerings: readonly Offering[];
  headingLevel?: 2 | 3;
}) {
  return (
    <Grid>
      {offerings.map((offering) => (
        <li key={offering._id}>
          <OfferingCard
            title={offering.title}
            contentLines={offeringContentLines(offering.content)}
            prices={coursePrices(offering).map(({ courses, price }) => ({
              label: coursesLabel(courses),
              amount: price,
            }))}
            // A package is enrolled at /enroll (product §2 "Package enrollment", decision 0072).
            enrollHref={offering.isPackage ? paths.packageEnrollFor(offering._id) : paths.offeringEnroll(offering._id)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </Grid>
  );
}
