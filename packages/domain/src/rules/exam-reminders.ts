/**
 * Exam reminders (decision 0091): an e-mail to an exam's audience the day before its window
 * opens. "The day before" is the last 24 hours before the opening, so a reminder arrives at
 * about the hour the exam opens, not at midnight, and an exam scheduled less than a day ahead
 * is still announced.
 */

/** How long before an exam opens its reminder is due. */
export const EXAM_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** Whether the reminder of an exam opening at `opensAt` is due at `now`: in the last day before it. */
export function isExamReminderDue(opensAt: Date, now: Date): boolean {
  const ahead = opensAt.getTime() - now.getTime();
  return ahead > 0 && ahead <= EXAM_REMINDER_LEAD_MS;
}
