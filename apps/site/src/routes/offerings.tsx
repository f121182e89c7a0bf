import { offeringQueries } from '@review-center/api-client/react';
import { MobileAppBanner } from '../app/MobileAppBanner.tsx';
import { PageMain } from '../app/PageMain.tsx';
import { apiClient, queryClient } from '../app/providers.tsx';
import { OfferingGrid, publishedOfferingsQuery } from '../features/offerings/OfferingGrid.tsx';

export function loader() {
  void queryClient.prefetchQuery(offeringQueries.list(apiClient, publishedOfferingsQuery));
  return null;
}

/** Offerings page: grid of published offerings, mobile app banner (spec §2). */
export function Component() {
  return (
    <PageMain title="Offerings">
      <OfferingGrid />
      <MobileAppBanner />
    </PageMain>
  );
}
