import * as z from 'zod/mini';
import {
  boundedText,
  idSchema,
  isoDateSchema,
  paginated,
  PRACTICE_GOALS,
  questionOptionSchema,
} from '@review-center/domain';
import { queryInt, staffPageQuery, userParams } from './common.ts';
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
  /** Today's answers (a Manila day) against the daily goal; null when the reviewee turned it off. */
  goal: z.nullable(z.object({ target: z.number(), answeredToday: z.number() })),
  /**
   * Days in a row the goal was met (any answer counts while the goal is off), ending today or,
   * until today's is met, yesterday (`practiceStreak`); null when the reviewee turned it off.
   */
  streak: z.nullable(z.object({ days: z.number() })),
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

/** A reviewee's daily goal (null: off) and whether their streak is shown; the site's form sends both. */
export const practicePreferencesSchema = z.object({
  dailyGoal: z.nullable(z.literal(PRACTICE_GOALS)),
  streak: z.boolean(),
});
export type PracticePreferences = z.infer<typeof practicePreferencesSchema>;

/** PUT /users/{id}/practice/preferences: set the daily goal and the streak; the overview shows them. */
export const updatePracticePreferences = defineEndpoint({
  method: 'PUT',
  path: '/users/{id}/practice/preferences',
  auth: true,
  params: userParams,
  body: practicePreferencesSchema,
  response: practicePreferencesSchema,
  summary: 'Set the daily practice goal and whether the streak is shown',
  ourChoice: `${practiceChoice}. Goals of 10, 20 or 50 answers a day; saved without an enrollment, so they outlast one`,
});

/**
 * One item to answer, with its key and rationale: the site shows the feedback at once, offline
 * too, and sends the answer when it can (decision 0081). Never an item of an open or upcoming
 * exam, so a key here gives nothing away.
 */
export const practiceItemSchema = z.object({
  questionId: idSchema,
  question: z.object({ data: z.string() }),
  questionGroup: z.nullable(z.object({ content: z.nullable(z.string()) })),
  options: z.array(questionOptionSchema),
  /** The right option's label. */
  key: z.string(),
  /** Rich text, sanitized when saved; null when the question has none. */
  rationale: z.nullable(z.string()),
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

/** Practice use of one LET subject (null: questions without one) by the reviewees of one offering. */
export const practiceUseSchema = z.object({
  subject: z.nullable(subjectRefSchema),
  offering: z.object({ _id: idSchema, title: z.string() }),
  /** Reviewees with an Active enrollment in the offering who answered an item of the subject. */
  reviewees: z.number(),
  answers: z.number(),
  /** The share of those answers that were right, 0 to 100. */
  correctPercent: z.number(),
});
export type PracticeUse = z.infer<typeof practiceUseSchema>;

/** GET /admin/practice/use: practice answers per subject and offering, the most answered first. */
export const listPracticeUse = defineEndpoint({
  method: 'GET',
  path: '/admin/practice/use',
  auth: true,
  roles: ['content-editor'],
  response: z.array(practiceUseSchema),
  summary: 'Practice use per subject and offering',
  ourChoice: `${practiceChoice}. A reviewee Active in two offerings counts in both`,
});

/** A bank question as practice has it: how often it was answered, and missed. */
export const missedItemSchema = z.object({
  /** The question's id, for the link to edit it. */
  _id: idSchema,
  /** The stem as one line of plain text. */
  stem: z.string(),
  subject: z.nullable(subjectRefSchema),
  answers: z.number(),
  wrong: z.number(),
  /** The share of answers that were wrong, 0 to 100. */
  wrongPercent: z.number(),
  reviewees: z.number(),
});
export type MissedItem = z.infer<typeof missedItemSchema>;

/** GET /admin/practice/missed: the questions missed most often in practice, optionally of one subject. */
export const listMissedItems = defineEndpoint({
  method: 'GET',
  path: '/admin/practice/missed',
  auth: true,
  roles: ['content-editor'],
  query: z.object({ ...staffPageQuery, subject: z.optional(idSchema) }),
  response: paginated(missedItemSchema),
  summary: 'The questions missed most often in practice',
  ourChoice: `${practiceChoice}. Most wrong answers first, then the highest share wrong`,
});
