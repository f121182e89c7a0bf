import { PAGE_SIZE } from '@review-center/domain';
import { offeringQueries } from '@review-center/api-client/react';
import { apiClient, queryClient } from '../app/providers.tsx';
import { OfferingsTeaser } from '../features/offerings/OfferingsTeaser.tsx';

const offeringsQuery = { page: 1, limit: PAGE_SIZE.offerings, published: true };

export async function loader() {
  // Start the request with the route's code; a failed offerings list is ignored (spec §8).
  void queryClient.prefetchQuery(offeringQueries.list(apiClient, offeringsQuery));
  return null;
}

export function Component() {
  return (
    <main>
      <h1>Review Center</h1>
      <p>Review for the Licensure Examination for Teachers.</p>
      <OfferingsTeaser query={offeringsQuery} />
    </main>
  );
}
