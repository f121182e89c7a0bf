import { Link } from '@review-center/design-system';
import { paths } from '../../app/paths.ts';
import { OfferingGrid } from './OfferingGrid.tsx';

/** The offerings teaser of home (product §2 Home). */
export function OfferingsTeaser() {
  return (
    <section aria-labelledby="offerings-heading">
      <h2 id="offerings-heading">Offerings</h2>
      <OfferingGrid headingLevel={3} />
      <p>
        <Link href={paths.offerings} variant="standalone">
          See all offerings
        </Link>
      </p>
    </section>
  );
}
