import { ENROLLMENT_STATUS, isPaymentOverdue } from '@review-center/domain';
import type { Db } from '../db/database.ts';

const DAY_MS = 86_400_000;

/**
 * "After signing up, payment must be settled within 3 business days or the registration is
 * automatically deleted" (product §4, §9): enrollments still Processing with no proof submitted
 * after their deadline are removed. The account stays, so the reviewee can enroll again.
 */
export async function removeUnpaidRegistrations(db: Db, now: Date): Promise<string[]> {
  // Three business days after sign-up always end at least three calendar days later.
  const candidates = await db
    .selectFrom('enrollments')
    .select(['id', 'created_at'])
    .where('status', '=', ENROLLMENT_STATUS.processing)
    .where('created_at', '<=', new Date(now.getTime() - 3 * DAY_MS))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('payments').select('payments.id').whereRef('payments.enrollment_id', '=', 'enrollments.id')),
      ),
    )
    .execute();
  // Overdue once the whole deadline day has passed on the Manila calendar (domain rule).
  const due = candidates.filter((row) => isPaymentOverdue(row.created_at, now)).map((row) => row.id);
  if (due.length > 0) await db.deleteFrom('enrollments').where('id', 'in', due).execute();
  return due;
}

/** Runs the clean-up now and then every hour; the timer never keeps the process alive. */
export function scheduleCleanup(db: Db, now: () => Date, log: (line: string) => void, everyMs = 60 * 60 * 1000) {
  const run = async () => {
    try {
      const removed = await removeUnpaidRegistrations(db, now());
      if (removed.length) log(JSON.stringify({ job: 'remove-unpaid-registrations', removed }));
    } catch (error) {
      log(JSON.stringify({ job: 'remove-unpaid-registrations', error: String(error) }));
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
