import * as z from 'zod/mini';
import { boundedText, idSchema, isoDateSchema, questionOptionSchema } from '@review-center/domain';
import { queryInt, userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * Practice and the review queue (decision 0081): a reviewee with access practises items of the
 * bank the center marks for practice, or the items due in their review queue (every item missed
 * in practice, and in a mock exam once its window has closed), with feedback after each answer.
 * The API schedules each item's next review with FSRS. The spec shows none of these.
 */
const practiceChoice = 'Not in the spec: practice and the review queue (decision 0081)';

const subjectRefSchema = z.object({ _id: idSchema, title: z.string() });

/** What a reviewee's practice stands at: the queue's counts and the subjects they may practise. */
export const practiceOverviewSchema = z.object({
  /** Items due before today ends in Manila (overdue ones included). */
  dueToday: z.number(),
  /** Items due before the seventh day from today ends, today's included. */
  dueThisWeek: z.number(),
  /** The LET subjects with practice items, and how many each has. */
  subjects: z.array(z.extend(subjectRefSchema, { items: z.number() })),
});
export type PracticeOverview = z.infer<typeof practiceOverviewSchema>;

/** GET /users/{id}/practice: the queue's counts and the subjects to practise. */
export const getPracticeOverview = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/practice',
  auth: true,
  params: userParams,
  response: practiceOverviewSchema,
  summary: 'Read what is due in the review queue and the subjects to practise',
  ourChoice: practiceChoice,
});

/** One item to answer: the question without its key (the answer's feedback gives it). */
export const practiceItemSchema = z.object({
  questionId: idSchema,
  question: z.object({ data: z.string() }),
  questionGroup: z.nullable(z.object({ content: z.nullable(z.string()) })),
  options: z.array(questionOptionSchema),
  subject: z.nullable(subjectRefSchema),
  /** When the queue has it due; null for an item not yet in the queue. */
  due: z.nullable(isoDateSchema),
});
export type PracticeItem = z.infer<typeof practiceItemSchema>;

/**
 * `from=queue`: the items due now, the longest overdue first. `from=subjects`: items of the chosen
 * subjects (comma-separated ids), those due first, then others at random.
 */
export const practiceItemsQuery = z.object({
  from: z.enum(['queue', 'subjects']),
  subjects: z.optional(boundedText()),
  size: z.optional(queryInt(1, 50)),
});
export type PracticeItemsQuery = z.infer<typeof practiceItemsQuery>;

/** GET /users/{id}/practice/items: a practice session's items; never an item of an open or upcoming exam. */
export const listPracticeItems = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/practice/items',
  auth: true,
  params: userParams,
  query: practiceItemsQuery,
  response: z.object({ items: z.array(practiceItemSchema) }),
  summary: 'Draw a practice session',
  ourChoice: `${practiceChoice}. 403 without access to any offering; size is 10, 20 or 50 in the site`,
});

/** One answer, made on the device: `id` is the device's, so an answer sent twice counts once. */
export const practiceAnswerSchema = z.object({
  id: idSchema,
  questionId: idSchema,
  answer: boundedText().check(z.minLength(1)),
  /** "I was unsure": a right answer is graded Hard instead of Good. */
  unsure: z.optional(z.boolean()),
  /** When the reviewee answered, on the device's clock (an answer kept offline arrives later). */
  answeredAt: isoDateSchema,
});
export type PracticeAnswer = z.infer<typeof practiceAnswerSchema>;

/** The feedback on an answer, and when the item comes back. */
export const practiceFeedbackSchema = z.object({
  correct: z.boolean(),
  /** The right option's label. */
  key: z.string(),
  /** Rich text, sanitized when saved; null when the question has none. */
  rationale: z.nullable(z.string()),
  nextDue: isoDateSchema,
});
export type PracticeFeedback = z.infer<typeof practiceFeedbackSchema>;

/** POST /users/{id}/practice/answers: grade an answer and schedule the item's next review. */
export const answerPractice = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/practice/answers',
  auth: true,
  params: userParams,
  body: practiceAnswerSchema,
  response: practiceFeedbackSchema,
  summary: 'Answer a practice item',
  ourChoice: `${practiceChoice}. Idempotent by id: the same answer sent again returns its first feedback and schedules nothing`,
});
