import type { PracticeOverview, PracticePreferences } from '@review-center/api-client/contract';
import {
  addDays,
  calendarDateOf,
  DEFAULT_PRACTICE_GOAL,
  type PracticeGoal,
  practiceStreak,
  PRODUCT_TIME_ZONE,
  startOfDay,
} from '@review-center/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/*
 * The daily goal and the streak (decision 0081), each of which a reviewee may turn off. A day is a
 * calendar day in Manila, as the queue's "today" is, and an answer counts on the day it was given
 * (`answered_at`), so one kept offline and sent later still counts for the day it was answered.
 * Both are worked out from `practice_answers` when read: nothing is stored per day, so a changed
 * goal applies to the past days of the streak too.
 */

/** How far back the streak looks: a longer run reads as this many days, which no reviewee reaches. */
const STREAK_WINDOW_DAYS = 400;

/** What a reviewee who never saved their preferences has. */
const DEFAULT_PREFERENCES: PracticePreferences = { dailyGoal: DEFAULT_PRACTICE_GOAL, streak: true };

async function preferencesOf(db: Db, userId: string): Promise<PracticePreferences> {
  const row = await db
    .selectFrom('practice_preferences')
    .select(['daily_goal', 'streak'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // The column takes any positive number; the contract only the goals offered (10, 20, 50).
  return row ? { dailyGoal: row.daily_goal as PracticeGoal | null, streak: row.streak } : DEFAULT_PREFERENCES;
}

export async function savePreferences(
  db: Db,
  userId: string,
  preferences: PracticePreferences,
  now: Date,
): Promise<PracticePreferences> {
  const values = { daily_goal: preferences.dailyGoal, streak: preferences.streak, updated_at: now };
  await db
    .insertInto('practice_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return { dailyGoal: preferences.dailyGoal, streak: preferences.streak };
}

/**
 * The overview's goal and streak, from one grouped count of the reviewee's answers per Manila day:
 * today's alone when only the goal is shown, the last 400 days' when the streak is. While the goal
 * is off, a day with any answer keeps the streak going.
 */
export async function goalAndStreak(
  db: Db,
  userId: string,
  now: Date,
): Promise<Pick<PracticeOverview, 'goal' | 'streak'>> {
  const { dailyGoal, streak } = await preferencesOf(db, userId);
  if (dailyGoal === null && !streak) return { goal: null, streak: null };
  const today = calendarDateOf(now);
  const firstDay = streak ? addDays(today, -STREAK_WINDOW_DAYS) : today;
  const since = startOfDay(firstDay);
  const { rows } = await sql<{ day: string; answers: number }>`
    select to_char(answered_at at time zone ${PRODUCT_TIME_ZONE}::text, 'YYYY-MM-DD') as day, count(*)::int as answers
    from practice_answers
    where user_id = ${userId}::text and answered_at >= ${since}::timestamptz
    group by 1`.execute(db);
  const answeredToday = Number(rows.find((row) => row.day === today)?.answers ?? 0);
  const enough = dailyGoal ?? 1;
  const daysMet = rows.filter((row) => Number(row.answers) >= enough).map((row) => row.day);
  return {
    goal: dailyGoal === null ? null : { target: dailyGoal, answeredToday },
    streak: streak ? { days: practiceStreak(daysMet, today) } : null,
  };
}
