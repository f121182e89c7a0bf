import { offeringQueries } from '@review-center/api-client/react';
import { MobileAppBanner } from '../app/MobileAppBanner.tsx';
import { PageMain } from '../app/PageMain.tsx';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchRouteData } from '../app/route-data.ts';
import { OfferingGrid } from '../features/offerings/OfferingGrid.tsx';
import { publishedOfferingsQuery } from '../app/published-offerings.ts';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetchRouteData(context, (queries, api) => [
    queries.prefetchQuery(offeringQueries.list(api, publishedOfferingsQuery)),
  ]);
}

/** Offerings page: grid of published offerings, mobile app banner (product §2). */
export function Component() {
  return (
    <PageMain title="Offerings">
      <OfferingGrid />
      <MobileAppBanner />
    </PageMain>
  );
}
