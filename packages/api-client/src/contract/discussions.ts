import * as z from 'zod/mini';
import {
  discussionFormSchema,
  discussionSchema,
  discussionSummarySchema,
  discussionThreadSchema,
  emailSchema,
  idSchema,
  isoDateSchema,
  newDiscussionSchema,
  opinionFormSchema,
  opinionSchema,
  paginated,
  postAuthorSchema,
} from '@review-center/domain';
import { staffPageQuery, userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * Discussions belong to an offering: only reviewees Active in it (with access not yet ended) and
 * staff read or post; 403 otherwise (decision 0038). A hidden post is gone for reviewees (404).
 */
const shapesNotShown =
  'Payload shapes are not shown (product §7): a discussion is { offering, title, content }, an opinion { content } (decision 0038)';
const readNotInSpec =
  'Not in the spec: product §7 lists no read call for discussions; this product reads them per offering (decision 0038)';
const discussionParams = z.extend(userParams, { discussionId: idSchema });

/** GET /users/{id}/discussions?offering=: an offering's threads, newest activity first. */
export const listDiscussions = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/discussions',
  auth: true,
  params: userParams,
  query: z.object({ offering: idSchema, ...staffPageQuery }),
  response: paginated(discussionSummarySchema),
  summary: "List an offering's discussions, newest activity first",
  ourChoice: readNotInSpec,
});

/** GET /users/{id}/discussions/{discussionId}: one thread with its replies, oldest reply first. */
export const getDiscussion = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/discussions/{discussionId}',
  auth: true,
  params: discussionParams,
  response: discussionThreadSchema,
  summary: 'Read a discussion and its replies',
  ourChoice: readNotInSpec,
});

/** POST /users/{id}/discussions (product §7). */
export const createDiscussion = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/discussions',
  auth: true,
  params: userParams,
  body: newDiscussionSchema,
  response: discussionSchema,
  summary: 'Start a discussion',
  ourChoice: shapesNotShown,
});

/** PUT /users/{id}/discussions/{discussionId} (product §7): the author only (403 for anyone else). */
export const updateDiscussion = defineEndpoint({
  method: 'PUT',
  path: '/users/{id}/discussions/{discussionId}',
  auth: true,
  params: discussionParams,
  body: z.partial(discussionFormSchema),
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
  body: opinionFormSchema,
  response: opinionSchema,
  summary: 'Reply to a discussion',
  ourChoice: shapesNotShown,
});

/** PUT /users/{id}/discussions/{discussionId}/opinions/{opinionId} (product §7): the author only. */
export const updateOpinion = defineEndpoint({
  method: 'PUT',
  path: '/users/{id}/discussions/{discussionId}/opinions/{opinionId}',
  auth: true,
  params: z.extend(discussionParams, { opinionId: idSchema }),
  body: opinionFormSchema,
  response: opinionSchema,
  summary: 'Edit a reply',
  ourChoice: shapesNotShown,
});

// ---- Moderation (content editor and support, decision 0038) ----

const moderationChoice = 'Not in the spec: staff hide posts from the console (decision 0038)';
const moderationRoles = ['content-editor', 'support'] as const;

/** Staff see who wrote a post by e-mail too, and the posts already hidden. */
const moderationAuthorSchema = z.extend(postAuthorSchema, { email: emailSchema });
export const moderationThreadSchema = z.extend(discussionSchema, {
  author: moderationAuthorSchema,
  offeringTitle: z.string(),
  hidden: z.boolean(),
  lastActivity: isoDateSchema,
  opinions: z.array(z.extend(opinionSchema, { author: moderationAuthorSchema, hidden: z.boolean() })),
});
export type ModerationThread = z.infer<typeof moderationThreadSchema>;

/** GET /admin/discussions: every thread with its replies, hidden ones included, newest activity first. */
export const listModerationThreads = defineEndpoint({
  method: 'GET',
  path: '/admin/discussions',
  auth: true,
  roles: moderationRoles,
  query: z.object(staffPageQuery),
  response: paginated(moderationThreadSchema),
  summary: 'List discussions for moderation',
  ourChoice: moderationChoice,
});

/** POST /admin/discussions/{id}/hide: the thread and its replies are gone for reviewees; one audit entry. */
export const hideDiscussion = defineEndpoint({
  method: 'POST',
  path: '/admin/discussions/{id}/hide',
  auth: true,
  roles: moderationRoles,
  params: z.object({ id: idSchema }),
  response: moderationThreadSchema,
  summary: 'Hide a discussion from reviewees',
  ourChoice: moderationChoice,
});

/** POST /admin/discussions/{id}/opinions/{opinionId}/hide: the reply is gone for reviewees; one audit entry. */
export const hideOpinion = defineEndpoint({
  method: 'POST',
  path: '/admin/discussions/{id}/opinions/{opinionId}/hide',
  auth: true,
  roles: moderationRoles,
  params: z.object({ id: idSchema, opinionId: idSchema }),
  response: moderationThreadSchema,
  summary: 'Hide a reply from reviewees',
  ourChoice: moderationChoice,
});
