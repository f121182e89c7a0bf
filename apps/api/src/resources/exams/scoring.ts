import { isCorrectAnswer } from '@review-center/domain';
import type { Db } from '../../platform/db/database.ts';
import { Conflict } from '../../platform/errors.ts';
import type { TemplateRow } from './exam-rows.ts';

/**
 * Scores the stored answers and marks the attempt completed (the caller holds its row lock), by
 * the server's closing job when `byServer` (migration 0027).
 */
export async function finishAttempt(db: Db, attemptId: string, template: TemplateRow, now: Date, byServer = false) {
  const stored = await db
    .selectFrom('answers')
    .innerJoin('questions', 'questions.id', 'answers.question_id')
    .select(['answers.question_id', 'answers.answer', 'questions.correct'])
    .where('answers.user_exam_id', '=', attemptId)
    .orderBy('answers.question_id')
    .execute();
  const score = stored.filter((a) => isCorrectAnswer(a.answer, a.correct)).length;
  const updated = await db
    .updateTable('user_exams')
    .set({ completed: true, score, completed_at: now, closed_by_server: byServer })
    .where('id', '=', attemptId)
    .where('completed', '=', false)
    .returningAll()
    .returning((eb) =>
      eb.selectFrom('users').select('email').whereRef('users.id', '=', 'user_exams.user_id').as('email'),
    )
    .executeTakeFirst();
  if (!updated) throw new Conflict('This exam is already submitted');
  const { email, ...row } = updated;
  return { row, template, answers: stored, email, score };
}
