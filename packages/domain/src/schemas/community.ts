import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { idSchema, isoDateSchema, requiredWireText } from './common.ts';

/*
 * Discussions, opinions and subscriptions: "fields ... are not shown" (product §3). These shapes
 * are ours, the least a reviewee needs: a titled post with replies, and an offering's access
 * window (access is valid six months, product §1).
 */

export const discussionInputSchema = z.object({
  title: requiredWireText(),
  content: requiredWireText(LIMITS.messageMax),
});
export type DiscussionInput = z.infer<typeof discussionInputSchema>;

export const discussionSchema = z.extend(discussionInputSchema, {
  _id: idSchema,
  user: idSchema,
  createdDate: isoDateSchema,
  updatedDate: z.nullish(isoDateSchema),
});
export type Discussion = z.infer<typeof discussionSchema>;

export const opinionInputSchema = z.object({ content: requiredWireText(LIMITS.messageMax) });
export type OpinionInput = z.infer<typeof opinionInputSchema>;

export const opinionSchema = z.extend(opinionInputSchema, {
  _id: idSchema,
  discussion: idSchema,
  user: idSchema,
  createdDate: isoDateSchema,
  updatedDate: z.nullish(isoDateSchema),
});
export type Opinion = z.infer<typeof opinionSchema>;

export const subscriptionSchema = z.object({
  _id: idSchema,
  offering: z.union([idSchema, z.object({ _id: idSchema, title: z.string() })]),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
