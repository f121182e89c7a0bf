import { completeEndedAttempts } from '../exams/exams.service.ts';
import type { Deps } from '../http/deps.ts';

/**
 * Completes the exam attempts left unsubmitted after their window (exams.service.ts), now and
 * then every minute; the timer never keeps the process alive.
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
