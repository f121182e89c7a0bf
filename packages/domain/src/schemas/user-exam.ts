import * as z from 'zod/mini';
import { idSchema, isoDateSchema } from './common.ts';
import { examTemplateSchema } from './exam-template.ts';

/** A user exam's answer as stored on the attempt: which question, which option label. */
export const userExamAnswerSchema = z.object({ question: idSchema, answer: z.string().check(z.minLength(1)) });

/**
 * Ours (decision 0077): a question the reviewee flagged for review, or unflagged, and when (the
 * client's clock, clamped like an answer's). Unflagging is kept too, so the latest change wins
 * across tabs and devices as answers do.
 */
export const userExamFlagSchema = z.object({ question: idSchema, flagged: z.boolean(), flaggedAt: isoDateSchema });
export type UserExamFlag = z.infer<typeof userExamFlagSchema>;

/** One flag change as sent: flagged or not, and when the reviewee toggled it (client clock). */
export const flagSubmissionSchema = z.object({ flagged: z.boolean(), flaggedAt: isoDateSchema });
export type FlagSubmission = z.infer<typeof flagSubmissionSchema>;

/**
 * User exam, one attempt (product §3): `exam` is the template with its list of question ids.
 * `score` and `completedDate` are ours: the server scores on completion (docs/architecture.md#exams).
 */
export const userExamSchema = z.object({
  _id: idSchema,
  exam: z.extend(examTemplateSchema, { questions: z.array(idSchema) }),
  answers: z._default(z.array(userExamAnswerSchema), []),
  /** Ours (decision 0077): the flag changes the server holds, one per question; absent: none. */
  flags: z._default(z.array(userExamFlagSchema), []),
  completed: z.boolean(),
  createdDate: isoDateSchema,
  completedDate: z.nullish(isoDateSchema),
  score: z.nullish(z.number().check(z.int(), z.nonnegative())),
  /**
   * Ours (decision 0050): when this attempt ends, `attemptDeadline` of its template and start;
   * `availableUntil` unless the template has a time limit. Absent: `availableUntil`.
   */
  deadline: z.optional(isoDateSchema),
});
export type UserExam = z.infer<typeof userExamSchema>;
