import * as z from 'zod/mini';
import { boundedText } from '@review-center/domain';
import { messageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * Exam reminders (decision 0091): the day before an exam opens, its audience gets an e-mail whose
 * link stops these reminders. The server sends them on its own; the one call is the link's.
 */

/** POST /exam-reminders/unsubscribe {key}: the e-mailed link's page stops the account's exam reminders. */
export const unsubscribeFromExamReminders = defineEndpoint({
  method: 'POST',
  path: '/exam-reminders/unsubscribe',
  auth: false,
  body: z.object({ key: boundedText(200).check(z.minLength(1)) }),
  response: messageResponseSchema,
  summary: 'Stop the exam reminders of the account an e-mailed link names',
  ourChoice:
    'Not in the spec: exam reminders (decision 0091). Works without signing in: the key names one account and stops its exam reminders only, never its transactional e-mail; asking again answers the same',
});
