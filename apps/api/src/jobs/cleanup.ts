import { ENROLLMENT_STATUS, isPaymentOverdue } from '@review-center/domain';
import type { Db } from '../db/database.ts';
import type { Deps } from '../http/deps.ts';
import { removeUnclaimedUploads } from '../uploads/uploads.service.ts';

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

/** Uploads nobody claimed within a day (a registration or ticket never sent) are removed. */
export const UNCLAIMED_UPLOAD_MAX_AGE_MS = DAY_MS;

/** Runs the clean-ups now and then every hour; the timer never keeps the process alive. */
export function scheduleCleanup(
  deps: Pick<Deps, 'db' | 'uploads'>,
  now: () => Date,
  log: (line: string) => void,
  everyMs = 60 * 60 * 1000,
) {
  const jobs = {
    'remove-unpaid-registrations': () => removeUnpaidRegistrations(deps.db, now()),
    'remove-unclaimed-uploads': () => removeUnclaimedUploads(deps, now(), UNCLAIMED_UPLOAD_MAX_AGE_MS),
  };
  const run = async () => {
    for (const [job, clean] of Object.entries(jobs)) {
      try {
        const removed = await clean();
        if (removed.length) log(JSON.stringify({ job, removed }));
      } catch (error) {
        log(JSON.stringify({ job, error: String(error) }));
      }
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
