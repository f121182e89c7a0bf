import * as z from 'zod/mini';
import { coursewareSchema, idSchema, paginated, progressSchema, subscriptionSchema } from '@review-center/domain';
import { userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** GET /users/{id}/subscriptions (product §7; fields not shown, product §3). */
export const listSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/subscriptions',
  auth: true,
  params: userParams,
  response: paginated(subscriptionSchema),
  summary: "List the user's subscriptions",
  ourChoice: 'Docs of { _id, offering, startDate, endDate }: the spec does not show the fields',
});

/** GET /users/{id}/courseware: 403 when not enrolled, 404 when none is available (product §6, §8). */
export const getCourseware = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/courseware',
  auth: true,
  params: userParams,
  response: coursewareSchema,
  summary: 'The hybrid courseware of the user’s active enrollment',
});

/** GET /users/{id}/progress (query by category) (product §7). */
export const getProgress = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/progress',
  auth: true,
  params: userParams,
  query: z.object({ category: z.optional(idSchema) }),
  response: progressSchema,
  summary: "The user's exam progress",
  ourChoice: 'Query ?category=<category _id>; without it, every category',
});
