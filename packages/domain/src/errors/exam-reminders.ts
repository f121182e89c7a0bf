import { TERMS_OF_USE } from '../constants.ts';

/*
 * The strings of exam reminders (decision 0091). The spec has none: the e-mail and the page that
 * stops them say what is needed plainly, and the page's error follows product §8's style.
 */

/** The page the e-mail's unsubscribe link opens, on the reviewee site, without signing in. */
export const EXAM_REMINDER_MESSAGES = {
  stopping: 'Stopping exam reminders',
  stopped: 'Success - You will no longer get exam reminders',
  stoppedDetail: 'We will still e-mail you about your account, your payments and your exam results.',
  /** A key that names no one: a mistyped or cut address. */
  linkInvalid: 'Error - Link to stop exam reminders is not valid, please open the whole address from the e-mail',
  /** Where the page leads on: the site, since no one is signed in. */
  home: 'Go to the home page',
} as const;

/**
 * The reminder e-mail. Times are written by the caller in Philippine time ("Saturday, December 5,
 * 2026, 8:00 AM").
 */
export const EXAM_REMINDER_EMAIL = {
  subject: (exam: string) => `Exam reminder — ${exam}`,
  preview: (opens: string) => `Opens ${opens}, Philippine time`,
  heading: (exam: string) => `${exam} opens soon`,
  window: (exam: string, opens: string, closes: string) =>
    `${exam} opens on ${opens} and closes on ${closes}, Philippine time.`,
  timeLimit: (minutes: number) => `Once you start, you have ${minutes} minutes to finish.`,
  connection: `A steady connection helps: ${TERMS_OF_USE.minimumConnectionMbps} Mbps at least, ${TERMS_OF_USE.recommendedConnectionMbps} Mbps recommended.`,
  action: 'Open My Exams',
  why: 'You get this reminder because this exam is open to you.',
  stop: 'Stop exam reminders',
  stillSent: 'E-mails about your account, your payments and your results will still come.',
} as const;
