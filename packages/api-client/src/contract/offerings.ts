import { z } from 'zod';
import { idSchema, offeringSchema, paginated } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

export const listOfferingsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  published: booleanQuery.optional(),
});

/** GET /offerings: the list page uses page 1, limit 10, published true (spec §7). */
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
