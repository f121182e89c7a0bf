import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { idSchema } from '../schemas/common.ts';
import { requiredText } from './fields.ts';
import { fieldMessages as m } from './messages.ts';

/**
 * A discussion thread as the reviewee writes it: a one-line title and a message (decision 0038;
 * the spec shows no payload, product §3). The site's form and the API's POST and PUT check the
 * same schema, so the server refuses with the message the form shows.
 */
export const discussionFormSchema = z.object({
  title: requiredText(m.titleRequired),
  content: requiredText(m.contentRequired, LIMITS.messageMax),
});
export type DiscussionFormValues = z.infer<typeof discussionFormSchema>;

/** A reply (the spec's opinion, product §7): a message. */
export const opinionFormSchema = z.object({
  content: requiredText(m.contentRequired, LIMITS.messageMax),
});
export type OpinionFormValues = z.infer<typeof opinionFormSchema>;

/*
 * The API's bodies are these schemas (product §7 shows no payload; decision 0038). They live here,
 * not beside the response shapes, so the site's first load does not carry the form rules.
 */
export type DiscussionInput = DiscussionFormValues;

/** POST /users/{id}/discussions: a thread belongs to an offering the reviewee is Active in. */
export const newDiscussionSchema = z.extend(discussionFormSchema, { offering: idSchema });
export type NewDiscussion = z.infer<typeof newDiscussionSchema>;

export type OpinionInput = OpinionFormValues;
