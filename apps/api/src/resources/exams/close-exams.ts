import { sql } from 'kysely';
import { Conflict } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/deps.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { completeExam } from './completion.service.ts';
import { COMPLETION_GRACE_MS } from './exam-rows.ts';

/**
 * The server completes what the reviewee never submitted (a closed tab, a lost connection):
 * once an attempt's end (its window's, or its time limit's, decision 0050) and the grace period
 * for late submissions have passed, it is
 * scored from its stored answers and the result e-mailed, as a submission would. At most
 * `batch` attempts a call; answers how many it completed.
 */
export async function completeEndedAttempts(deps: Deps, batch = 500): Promise<number> {
  const due = await deps.db
    .selectFrom('user_exams')
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .select(['user_exams.id', 'user_exams.user_id'])
    .where('user_exams.completed', '=', false)
    .where((eb) => {
      const before = new Date(deps.now().getTime() - COMPLETION_GRACE_MS);
      // The window's end, or an attempt's own time limit when it runs out first (decision 0050).
      return eb.or([
        eb('exam_templates.available_until', '<', before),
        eb.and([
          eb('exam_templates.has_time_limit', '=', true),
          eb(sql<Date>`user_exams.created_at + make_interval(mins => exam_templates.duration)`, '<', before),
        ]),
      ]);
    })
    .orderBy('user_exams.created_at')
    .limit(batch)
    .execute();
  let completed = 0;
  for (const attempt of due) {
    try {
      await completeExam(deps, attempt.user_id, attempt.id, []);
      completed += 1;
    } catch (error) {
      // Submitted by the reviewee in the meantime.
      if (!(error instanceof Conflict)) throw error;
    }
  }
  return completed;
}

/**
 * Completes the exam attempts left unsubmitted after their window, every minute, in one process
 * at a time (decision 0031). Were two to run at once anyway, each attempt is still completed and
 * e-mailed once: completion locks the attempt's row and the e-mail is written in its transaction.
 */
export const examClosingJob = (deps: Deps): Job => ({
  name: 'complete-ended-exams',
  everyMs: 60 * 1000,
  exclusive: true,
  run: async () => {
    let completed = 0;
    for (let batch = await completeEndedAttempts(deps); batch > 0; batch = await completeEndedAttempts(deps)) {
      completed += batch;
    }
    if (!completed) return undefined;
    deps.outbox.wake(); // the results it wrote to the outbox leave now, not at the worker's next round
    return { completed };
  },
});
