import * as z from 'zod/mini';
import { categorySchema, paginated } from '@review-center/domain';
import { queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** GET /categories (limit, group=exams); docs with _id and title (product §7). */
export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/categories',
  auth: true,
  query: z.object({ limit: z.optional(queryInt(1)), group: z.optional(z.literal('exams')) }),
  response: paginated(categorySchema),
  summary: 'List exam categories',
});
