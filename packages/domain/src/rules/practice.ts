import { addDays, calendarDateOf, startOfDay } from './calendar.ts';

/**
 * Practice and the review queue (decision 0081). A reviewee practises 10, 20 or 50 items at a
 * time; each answer is graded from its correctness, and "I was unsure" marks a right answer Hard.
 * The API schedules the next review from the grade with FSRS (`ts-fsrs`).
 */
export const PRACTICE_SIZES = [10, 20, 50] as const;
export type PracticeSize = (typeof PRACTICE_SIZES)[number];

/** FSRS's grades this product gives: a wrong answer is Again, an unsure right one Hard, a sure one Good. */
export type PracticeGrade = 'again' | 'hard' | 'good';

export function practiceGrade({ correct, unsure = false }: { correct: boolean; unsure?: boolean }): PracticeGrade {
  if (!correct) return 'again';
  return unsure ? 'hard' : 'good';
}

/**
 * The ends of "today" and "this week" in Manila for the queue's counts: an item is due today when
 * it is due before tomorrow starts there, and this week when before the seventh day from today
 * ends. Returned as instants.
 */
export function dueWindows(now: Date): { endOfToday: Date; endOfWeek: Date } {
  const today = calendarDateOf(now);
  return { endOfToday: startOfDay(addDays(today, 1)), endOfWeek: startOfDay(addDays(today, 7)) };
}

/**
 * The daily goals a reviewee may set, in answers a day (decision 0081): the same numbers as the
 * session sizes, so one session of that size meets the goal. A reviewee who chose nothing has 20,
 * with the goal and the streak both shown; either can be turned off (a goal of null is off).
 */
export const PRACTICE_GOALS = [10, 20, 50] as const;
export type PracticeGoal = (typeof PRACTICE_GOALS)[number];
export const DEFAULT_PRACTICE_GOAL: PracticeGoal = 20;

/**
 * The streak: how many days in a row, each a calendar day in Manila (YYYY-MM-DD), met the goal,
 * ending today, or ending yesterday while today's goal is not met yet, so the streak a reviewee
 * built does not read 0 all morning. A gap of one day ends it. Days after `today` (a device's clock
 * a little fast near midnight) are not counted.
 */
export function practiceStreak(daysWithGoalMet: readonly string[], today: string): number {
  const met = new Set(daysWithGoalMet);
  let day = met.has(today) ? today : addDays(today, -1);
  let days = 0;
  while (met.has(day)) {
    days += 1;
    day = addDays(day, -1);
  }
  return days;
}
