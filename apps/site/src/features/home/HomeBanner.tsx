import { offeringQueries, useApiClient } from '@review-center/api-client/react';
import { BannerCarousel, formatPeso, Link } from '@review-center/design-system';
import { coursePrices, coursesLabel, type Offering } from '@review-center/domain';
import { useQuery } from '@tanstack/react-query';
import { useCenterDetails } from '../../app/center.ts';
import { paths } from '../../app/paths.ts';
import { publishedOfferingsQuery } from '../../app/published-offerings.ts';

/** Product §2 Home: "a rotating banner of two slides". */
const SLIDES = 2;

/**
 * The offers of the banner (decision 0057): those the administrator chose in the settings, in
 * their order, that are published; then, up to two, the first published offerings not shown yet.
 */
function bannerOfferings(published: readonly Offering[], chosen: readonly string[]): Offering[] {
  const shown: Offering[] = [];
  for (const id of chosen) {
    const offering = published.find((o) => o._id === id);
    if (offering && !shown.includes(offering)) shown.push(offering);
  }
  for (const offering of published) if (!shown.includes(offering)) shown.push(offering);
  return shown.slice(0, SLIDES);
}

/**
 * The rotating banner of offers (product §2 Home, §9 "Banner rotates between two slides"): the
 * design-system carousel (WAI-ARIA carousel pattern) with an Enroll Now link per offer. The
 * offers are the settings' choice (decision 0057), read from the published offerings the page
 * already has (the list the offerings teaser shows, in the HTML the server sends): their live
 * title and prices, no request of its own. With no published offering there is no banner.
 */
export function HomeBanner() {
  const client = useApiClient();
  const { data: offerings } = useQuery(offeringQueries.list(client, publishedOfferingsQuery));
  // The settings are in the page with the offerings (the root route's loader). Without them (a
  // failed call) the banner shows the first published offerings, on the server and in the
  // browser alike, so the page the browser takes over is the one the server sent.
  const chosen = useCenterDetails()?.bannerOfferings ?? [];
  if (!offerings) return null;
  const shown = bannerOfferings(offerings.docs, chosen);
  if (shown.length === 0) return null;
  return (
    <BannerCarousel
      slides={shown.map((offering, index) => ({
        id: offering._id,
        heading: offering.title,
        body: coursePrices(offering)
          .map(({ courses, price }) => `${coursesLabel(courses)} ${formatPeso(price)}`)
          .join(' · '),
        action: (
          <Link href={paths.offeringEnroll(offering._id)} variant="button-accent">
            Enroll Now
          </Link>
        ),
        tone: index === 0 ? 'primary' : 'accent',
      }))}
    />
  );
}
