import * as z from 'zod/mini';
import { idSchema, isoDateSchema } from './common.ts';

/*
 * Discussions, opinions and subscriptions: "fields ... are not shown" (product §3). These shapes
 * are ours, the least a reviewee needs: a titled post in an offering with replies, and an
 * offering's access window (access is valid six months, product §1; decision 0038).
 */

/*
 * What the API answers. What a reviewee writes is checked by the form's own schemas
 * (forms/discussion.ts), which the API's POST and PUT use as their bodies.
 */
export const discussionSchema = z.object({
  title: z.string(),
  content: z.string(),
  _id: idSchema,
  offering: idSchema,
  user: idSchema,
  createdDate: isoDateSchema,
  updatedDate: z.nullish(isoDateSchema),
});
export type Discussion = z.infer<typeof discussionSchema>;

export const opinionSchema = z.object({
  content: z.string(),
  _id: idSchema,
  discussion: idSchema,
  user: idSchema,
  createdDate: isoDateSchema,
  updatedDate: z.nullish(isoDateSchema),
});
export type Opinion = z.infer<typeof opinionSchema>;

/**
 * Who wrote a post, as other reviewees see it: a first name and a last initial (never an e-mail),
 * and whether it is the review center's staff.
 */
export const postAuthorSchema = z.object({ _id: idSchema, name: z.string(), staff: z.boolean() });
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/** One row of an offering's discussions: newest activity (the thread or its latest reply) first. */
export const discussionSummarySchema = z.extend(discussionSchema, {
  author: postAuthorSchema,
  lastActivity: isoDateSchema,
  opinionCount: z.number().check(z.int(), z.nonnegative()),
});
export type DiscussionSummary = z.infer<typeof discussionSummarySchema>;

export const threadOpinionSchema = z.extend(opinionSchema, { author: postAuthorSchema });
export type ThreadOpinion = z.infer<typeof threadOpinionSchema>;

/** A thread with its replies, oldest reply first. */
export const discussionThreadSchema = z.extend(discussionSchema, {
  author: postAuthorSchema,
  offeringTitle: z.string(),
  lastActivity: isoDateSchema,
  opinions: z.array(threadOpinionSchema),
});
export type DiscussionThread = z.infer<typeof discussionThreadSchema>;

export const subscriptionSchema = z.object({
  _id: idSchema,
  offering: z.union([idSchema, z.object({ _id: idSchema, title: z.string() })]),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
