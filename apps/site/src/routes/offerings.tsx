import { offeringQueries } from '@review-center/api-client/react';
import { PAGE_SIZE } from '@review-center/domain';
import { MobileAppBanner } from '../app/MobileAppBanner.tsx';
import { PageMain } from '../app/PageMain.tsx';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchRouteData } from '../app/route-data.ts';
import { OfferingList } from '../features/offerings/OfferingList.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetchRouteData(context, (queries, api) => [
    queries.prefetchInfiniteQuery(offeringQueries.published(api, PAGE_SIZE.offerings)),
  ]);
}

/** Offerings page: grid of published offerings with Load More, mobile app banner (product §2). */
export function Component() {
  return (
    <PageMain title="Offerings">
      <OfferingList />
      <MobileAppBanner />
    </PageMain>
  );
}
