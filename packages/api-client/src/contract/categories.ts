import { z } from 'zod';
import { categorySchema, paginated } from '@review-center/domain';
import { queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** GET /categories (limit, group=exams); docs with _id and title (spec §7). */
export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/categories',
  auth: true,
  query: z.object({ limit: queryInt(1).optional(), group: z.literal('exams').optional() }),
  response: paginated(categorySchema),
  summary: 'List exam categories',
});
