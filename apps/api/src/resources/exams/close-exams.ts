import { sql } from 'kysely';
import { Conflict } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/deps.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { completeExam } from './completion.service.ts';
import { attemptsWithTemplates, deadlineOf, splitAttempt } from './exam-rows.ts';

/**
 * The server completes what the reviewee never submitted (a closed tab, a lost connection):
 * once an attempt's end (its window's, or its time limit's, decision 0050, with the reviewee's
 * accommodations, decision 0083) and the grace period for late submissions have passed, it is
 * scored from its stored answers and the result e-mailed, as a submission would. At most
 * `batch` attempts a call; answers how many it completed.
 *
 * SQL picks the attempts whose end without accommodations has passed, and every attempt of an
 * exam that grants windows of their own (which may end sooner); the domain's rule then keeps
 * those whose own deadline has passed. Accommodations otherwise only ever end an attempt later,
 * so the first pick holds every attempt that is due (the domain's tests prove it).
 */
export async function completeEndedAttempts(deps: Deps, batch = 500): Promise<number> {
  const now = deps.now();
  const graceMs = deps.config.completionGraceMs;
  const before = new Date(now.getTime() - graceMs);
  const due: { id: string; user_id: string }[] = [];
  let after: { created_at: Date; id: string } | undefined;
  while (due.length < batch) {
    let query = attemptsWithTemplates(deps.db)
      .where('user_exams.completed', '=', false)
      .where((eb) =>
        eb.or([
          eb('exam_templates.available_until', '<', before),
          eb.and([
            eb('exam_templates.has_time_limit', '=', true),
            eb(sql<Date>`user_exams.created_at + make_interval(mins => exam_templates.duration)`, '<', before),
          ]),
          eb.exists(
            eb
              .selectFrom('exam_accommodations')
              .select(sql`1`.as('one'))
              .whereRef('exam_accommodations.template_id', '=', 'user_exams.template_id')
              .where('exam_accommodations.window_until', 'is not', null),
          ),
        ]),
      );
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('user_exams.created_at', '>', created_at),
          eb.and([eb('user_exams.created_at', '=', created_at), eb('user_exams.id', '>', id)]),
        ]),
      );
    }
    const rows = (await query.orderBy('user_exams.created_at').orderBy('user_exams.id').limit(batch).execute()).map(
      splitAttempt,
    );
    for (const { attempt, template, terms } of rows) {
      if (deadlineOf(template, attempt.created_at, terms).getTime() + graceMs < now.getTime()) {
        due.push(attempt);
      }
    }
    if (rows.length < batch) break;
    const last = rows.at(-1)!.attempt;
    after = { created_at: last.created_at, id: last.id };
  }
  let completed = 0;
  for (const attempt of due) {
    try {
      await completeExam(deps, attempt.user_id, attempt.id, [], { byServer: true });
      completed += 1;
    } catch (error) {
      // Submitted by the reviewee in the meantime.
      if (!(error instanceof Conflict)) throw error;
    }
  }
  return completed;
}

/**
 * Completes the exam attempts left unsubmitted after their window, every minute (or twice per
 * grace period, when that is shorter), in one process at a time (decision 0031). Were two to run at once anyway, each attempt is still completed and
 * e-mailed once: completion locks the attempt's row and the e-mail is written in its transaction.
 */
export const examClosingJob = (deps: Deps): Job => ({
  name: 'complete-ended-exams',
  everyMs: Math.min(60 * 1000, Math.max(1000, deps.config.completionGraceMs / 2)),
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
