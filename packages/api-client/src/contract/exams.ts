import * as z from 'zod/mini';
import {
  answerSchema,
  answerSubmissionSchema,
  boundedText,
  flagSubmissionSchema,
  idSchema,
  isoDateSchema,
  paginated,
  progressSchema,
  questionSchema,
  userExamFlagSchema,
  userExamSchema,
} from '@review-center/domain';
import { userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const examParams = z.object({ id: idSchema, examId: idSchema });
const answerParams = z.extend(examParams, { questionId: idSchema });

/** GET /users/{id}/exams (query exam) (product §7): the user's attempts at a template. */
export const listUserExams = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/exams',
  auth: true,
  params: userParams,
  query: z.object({ exam: z.optional(idSchema) }),
  response: paginated(userExamSchema),
  summary: "List the user's exam attempts",
});

/** POST /users/{id}/exams, body { exam }: starts an attempt (product §7). 409 if one exists, 403 outside the window. */
export const startExam = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/exams',
  auth: true,
  params: userParams,
  body: z.object({ exam: idSchema }),
  response: userExamSchema,
  summary: 'Start an exam attempt',
  ourChoice: 'Returns the new attempt; 409 if the user already has one, 403 outside availableFrom..availableUntil',
});

/** GET /users/{id}/exams/{examId} (product §7). */
export const getUserExam = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/exams/{examId}',
  auth: true,
  params: examParams,
  response: userExamSchema,
  summary: 'Get one exam attempt',
});

/** POST /users/{id}/exams/{examId}/questions/{questionId}: submit an answer (product §7). */
export const submitAnswer = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/exams/{examId}/questions/{questionId}',
  auth: true,
  params: answerParams,
  body: answerSubmissionSchema,
  response: answerSchema,
  summary: 'Answer a question',
  ourChoice:
    'Body { answer, answeredAt }: answeredAt is the client time of the selection, so the latest selection wins across tabs. Idempotent; 403 after completion or outside the window',
});

/** GET /users/{id}/exams/{examId}/questions/{questionId}: read the stored answer; 404 when none (product §7, §8). */
export const getAnswer = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/exams/{examId}/questions/{questionId}',
  auth: true,
  params: answerParams,
  response: answerSchema,
  summary: 'Read the stored answer to a question',
  ourChoice: '404 when the question has no answer yet (the page then clears the shown answer, product §8)',
});

/**
 * PUT /users/{id}/exams/{examId}/questions/{questionId}/flag: flag a question for review, or
 * unflag it (ours, decision 0077). Saved like an answer: the latest change by flaggedAt wins.
 */
export const flagQuestion = defineEndpoint({
  method: 'PUT',
  path: '/users/{id}/exams/{examId}/questions/{questionId}/flag',
  auth: true,
  params: answerParams,
  body: flagSubmissionSchema,
  response: userExamFlagSchema,
  summary: 'Flag a question for review, or unflag it',
  ourChoice:
    'Body { flagged, flaggedAt }: the latest change by flaggedAt wins across tabs and devices; returns the flag the server holds. Idempotent; 403 after completion or outside the window, 404 for a question not in the exam',
});

/** POST /users/{id}/exams/{examId}/complete with answers (product §7): submits; the server scores and e-mails. */
export const completeExam = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/exams/{examId}/complete',
  auth: true,
  params: examParams,
  body: z.object({
    answers: z.array(
      z.object({
        question: idSchema,
        answer: boundedText().check(z.minLength(1)),
        answeredAt: z.optional(isoDateSchema),
      }),
    ),
  }),
  response: userExamSchema,
  summary: 'Submit the exam',
  ourChoice:
    'answers: the locally stored selections, merged with stored ones by answeredAt; returns the completed attempt',
});

/** GET /users/{id}/questions/{questionId} (product §7). */
export const getQuestion = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/questions/{questionId}',
  auth: true,
  params: z.object({ id: idSchema, questionId: idSchema }),
  response: questionSchema,
  summary: 'Get one question of an exam the user is taking',
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
