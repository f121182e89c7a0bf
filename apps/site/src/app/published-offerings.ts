import { PAGE_SIZE } from '@review-center/domain';

/**
 * Published offerings, page 1, size 10 (product §7 "list page uses page 1, limit 10, published
 * true"): the offerings page and teaser's list, which the home banner reads too (decision 0057).
 */
export const publishedOfferingsQuery = { page: 1, limit: PAGE_SIZE.offerings, published: true };
