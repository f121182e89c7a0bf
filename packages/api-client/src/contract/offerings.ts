import * as z from 'zod/mini';
import { idSchema, offeringSchema, paginated } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

const booleanQuery = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((value: boolean | 'true' | 'false') => value === true || value === 'true'),
);

export const listOfferingsQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10),
  published: z.optional(booleanQuery),
});

/** GET /offerings: the list page uses page 1, limit 10, published true (product §7). */
export const listOfferings = defineEndpoint({
  method: 'GET',
  path: '/offerings',
  auth: false,
  query: listOfferingsQuery,
  response: paginated(offeringSchema),
  summary: 'List offerings',
});

/** GET /offerings/{id}. */
export const getOffering = defineEndpoint({
  method: 'GET',
  path: '/offerings/{id}',
  auth: false,
  params: z.object({ id: idSchema }),
  response: offeringSchema,
  summary: 'Get one offering',
});
