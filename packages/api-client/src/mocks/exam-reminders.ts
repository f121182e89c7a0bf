import { EXAM_REMINDER_MESSAGES } from '@review-center/domain';
import type { Resolvers } from './resolver.ts';

/**
 * Exam reminders (decision 0091). The mock API keeps no subscriptions: every key stops the
 * reminders; a story or test shows a link that names no one through `failures` (404).
 */
export const examReminderResolvers = {
  unsubscribeFromExamReminders: () => ({ message: EXAM_REMINDER_MESSAGES.stopped }),
} satisfies Resolvers<'unsubscribeFromExamReminders'>;
