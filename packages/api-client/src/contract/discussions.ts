import * as z from 'zod/mini';
import {
  discussionInputSchema,
  discussionSchema,
  idSchema,
  opinionInputSchema,
  opinionSchema,
} from '@review-center/domain';
import { userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const shapesNotShown =
  'Payload shapes are not shown (product §7): a discussion is { title, content }, an opinion { content }';
const discussionParams = z.extend(userParams, { discussionId: idSchema });

/** POST /users/{id}/discussions (product §7). */
export const createDiscussion = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/discussions',
  auth: true,
  params: userParams,
  body: discussionInputSchema,
  response: discussionSchema,
  summary: 'Start a discussion',
  ourChoice: shapesNotShown,
});

/** PUT /users/{id}/discussions/{discussionId} (product §7). */
export const updateDiscussion = defineEndpoint({
  method: 'PUT',
  path: '/users/{id}/discussions/{discussionId}',
  auth: true,
  params: discussionParams,
  body: z.partial(discussionInputSchema),
  response: discussionSchema,
  summary: 'Edit a discussion',
  ourChoice: shapesNotShown,
});

/** POST /users/{id}/discussions/{discussionId}/opinions (product §7). */
export const createOpinion = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/discussions/{discussionId}/opinions',
  auth: true,
  params: discussionParams,
  body: opinionInputSchema,
  response: opinionSchema,
  summary: 'Reply to a discussion',
  ourChoice: shapesNotShown,
});

/** PUT /users/{id}/discussions/{discussionId}/opinions/{opinionId} (product §7). */
export const updateOpinion = defineEndpoint({
  method: 'PUT',
  path: '/users/{id}/discussions/{discussionId}/opinions/{opinionId}',
  auth: true,
  params: z.extend(discussionParams, { opinionId: idSchema }),
  body: opinionInputSchema,
  response: opinionSchema,
  summary: 'Edit a reply',
  ourChoice: shapesNotShown,
});
