import * as z from 'zod/mini';
import { emailSchema, idSchema, isoDateSchema, paginated } from '@review-center/domain';
import { idParams, userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * Mock exam results (decision 0051): for the content editor, every attempt of an exam with its
 * item analysis (decision 0043), and every attempt of one reviewee; for the reviewee, their own
 * results (My Exams, My Progress) and the result of one attempt. The spec shows none of these.
 */
const resultsChoice = 'Not in the spec: mock exam results and item analysis (decision 0051)';

/** An exam as the results list shows it. */
export const staffExamSchema = z.object({
  _id: idSchema,
  name: z.string(),
  slug: z.string(),
  category: z.nullable(z.object({ _id: idSchema, title: z.string() })),
  availableFrom: isoDateSchema,
  availableUntil: isoDateSchema,
  duration: z.number(),
  items: z.number(),
  /** Attempts started, and of those completed. */
  attempts: z.number(),
  completed: z.number(),
});
export type StaffExam = z.infer<typeof staffExamSchema>;

/** GET /admin/exams: every exam template, the latest window first, with its attempt counts. */
export const listStaffExams = defineEndpoint({
  method: 'GET',
  path: '/admin/exams',
  auth: true,
  roles: ['content-editor'],
  response: paginated(staffExamSchema),
  summary: 'List exams with their attempt counts',
  ourChoice: resultsChoice,
});

/** One attempt as staff see it. `closedByServer`: completed by the server after the window, not submitted. */
export const staffAttemptSchema = z.object({
  _id: idSchema,
  reviewee: z.object({ _id: idSchema, name: z.string(), email: emailSchema }),
  exam: z.object({ _id: idSchema, name: z.string() }),
  startedAt: isoDateSchema,
  completedAt: z.nullable(isoDateSchema),
  closedByServer: z.boolean(),
  score: z.nullable(z.number()),
  items: z.number(),
  /** From the start to the submission (or the server's closing), in milliseconds; null while in progress. */
  timeTakenMs: z.nullable(z.number()),
});
export type StaffAttempt = z.infer<typeof staffAttemptSchema>;

const shareSchema = z.object({ count: z.number(), percent: z.number() });

/** One question's figures (decision 0043), with its stem as plain text for the table. */
export const itemStatisticSchema = z.object({
  questionId: idSchema,
  /** 1-based number of the question in the exam. */
  number: z.number(),
  position: z.number(),
  stem: z.string(),
  attempts: z.number(),
  facility: z.nullable(z.number()),
  discrimination: z.nullable(z.number()),
  options: z.array(z.extend(shareSchema, { label: z.string(), isCorrect: z.boolean() })),
  unanswered: shareSchema,
  other: shareSchema,
});
export type ItemStatisticRow = z.infer<typeof itemStatisticSchema>;

export const examResultsSchema = z.object({
  exam: staffExamSchema,
  /** Every attempt, the latest start first. */
  attempts: z.array(staffAttemptSchema),
  /** Completed attempts' scores in ten bins from 0 to the item count (decision 0043). */
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  /** Over completed attempts, the weakest question first (`weakestFirst`). */
  statistics: z.array(itemStatisticSchema),
});
export type ExamResults = z.infer<typeof examResultsSchema>;

/** GET /admin/exams/{id}/results: attempts, score distribution and item analysis of one exam. */
export const getExamResults = defineEndpoint({
  method: 'GET',
  path: '/admin/exams/{id}/results',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  response: examResultsSchema,
  summary: 'An exam’s attempts, score distribution and item analysis',
  ourChoice: resultsChoice,
});

/** GET /admin/reviewees/{id}/exam-attempts: every attempt of one reviewee, the latest first. */
export const listRevieweeAttempts = defineEndpoint({
  method: 'GET',
  path: '/admin/reviewees/{id}/exam-attempts',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  response: z.object({
    reviewee: z.object({ _id: idSchema, name: z.string(), email: emailSchema }),
    attempts: z.array(staffAttemptSchema),
  }),
  summary: 'Every exam attempt of one reviewee',
  ourChoice: resultsChoice,
});

/** A completed attempt of the signed-in reviewee (My Exams, My Progress). */
export const myResultSchema = z.object({
  _id: idSchema,
  exam: z.object({ _id: idSchema, name: z.string(), slug: z.string(), availableUntil: isoDateSchema }),
  category: z.nullable(z.object({ _id: idSchema, title: z.string() })),
  completedAt: isoDateSchema,
  score: z.number(),
  items: z.number(),
  /**
   * The score per LET subject (null: the questions without one), once the window has closed;
   * null before (decision 0079). My Progress adds them up across exams.
   */
  subjects: z.nullable(
    z.array(
      z.object({
        subject: z.nullable(z.object({ _id: idSchema, title: z.string() })),
        score: z.number(),
        items: z.number(),
      }),
    ),
  ),
});
export type MyResult = z.infer<typeof myResultSchema>;

/** GET /users/{id}/exam-results: the user's completed attempts, oldest first. */
export const listMyResults = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/exam-results',
  auth: true,
  params: userParams,
  response: paginated(myResultSchema),
  summary: "The user's completed exam attempts",
  ourChoice: resultsChoice,
});

/**
 * One question of a review: its text, the reviewee's answer, the correct one and the rationale
 * (decision 0076). The staff preview gets the same items, with no answer.
 */
export const examReviewItemSchema = z.object({
  question: idSchema,
  stem: z.string(),
  passage: z.nullable(z.string()),
  options: z.array(z.object({ label: z.string(), data: z.string() })),
  answer: z.nullable(z.string()),
  correct: z.string(),
  rationale: z.nullable(z.string()),
});
export type ExamReviewItem = z.infer<typeof examReviewItemSchema>;

/** A subject's or a competency's score against the cohort's average on the same exam (decision 0079). */
const areaScoreSchema = z.object({
  score: z.number(),
  items: z.number(),
  /** The average percentage of every completed attempt of the exam, this one included. */
  cohortPercent: z.number(),
  /** Below 50 %, or 20 points or more under the cohort. */
  improvement: z.boolean(),
});

/** One LET subject of a result (null: the questions without one) and its competencies. */
export const subjectScoreSchema = z.extend(areaScoreSchema, {
  subject: z.nullable(z.object({ _id: idSchema, title: z.string() })),
  competencies: z.array(z.extend(areaScoreSchema, { code: z.string() })),
});
export type SubjectScore = z.infer<typeof subjectScoreSchema>;

/** The result of one completed attempt: score per category, and the review when the exam allows it. */
export const examResultSchema = z.extend(myResultSchema, {
  categories: z.array(z.object({ title: z.string(), score: z.number(), items: z.number() })),
  /** The score per subject and competency against the cohort: once the window has closed; null before. */
  subjects: z.nullable(z.array(subjectScoreSchema)),
  /**
   * Each question with the reviewee's answer and the correct one: only after the window has
   * closed, and only when the exam shows answers then; null otherwise.
   */
  review: z.nullable(z.array(examReviewItemSchema)),
  /** Why there is no review: the window is still open, or the exam does not show answers. */
  reviewNote: z.nullable(z.string()),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** GET /users/{id}/exams/{examId}/result: the result of a completed attempt (404 before completion). */
export const getExamResult = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/exams/{examId}/result',
  auth: true,
  params: z.object({ id: idSchema, examId: idSchema }),
  response: examResultSchema,
  summary: 'The result of a completed exam attempt',
  ourChoice: resultsChoice,
});
