import { addDays, calendarDateOf } from './calendar.ts';

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
  const startOf = (date: string) => new Date(`${date}T00:00:00+08:00`);
  return { endOfToday: startOf(addDays(today, 1)), endOfWeek: startOf(addDays(today, 7)) };
}
