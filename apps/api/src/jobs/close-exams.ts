import { Conflict } from '../errors.ts';
import { completeExam } from '../exams/completion.service.ts';
import { COMPLETION_GRACE_MS } from '../exams/exam-rows.ts';
import type { Deps } from '../http/deps.ts';

/**
 * The server completes what the reviewee never submitted (a closed tab, a lost connection):
 * once an attempt's window and the grace period for late submissions have passed, it is
 * scored from its stored answers and the result e-mailed, as a submission would. At most
 * `batch` attempts a call; answers how many it completed.
 */
export async function completeEndedAttempts(deps: Deps, batch = 500): Promise<number> {
  const due = await deps.db
    .selectFrom('user_exams')
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .select(['user_exams.id', 'user_exams.user_id'])
    .where('user_exams.completed', '=', false)
    .where('exam_templates.available_until', '<', new Date(deps.now().getTime() - COMPLETION_GRACE_MS))
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
 * Completes the exam attempts left unsubmitted after their window, now and then every minute;
 * the timer never keeps the process alive.
 */
export function scheduleExamClosing(deps: Deps, everyMs = 60 * 1000) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      let completed = 0;
      for (let batch = await completeEndedAttempts(deps); batch > 0; batch = await completeEndedAttempts(deps)) {
        completed += batch;
      }
      if (completed) deps.log(JSON.stringify({ job: 'complete-ended-exams', completed }));
    } catch (error) {
      deps.log(JSON.stringify({ job: 'complete-ended-exams', error: String(error) }));
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
