import { ENROLLMENT_STATUS, isPaymentOverdue } from '@review-center/domain';
import { readCenterSettings } from '../../platform/config/center-settings.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';

const DAY_MS = 86_400_000;

/**
 * An unpaid registration signed up `days` or more calendar days before `now`: an enrollment still
 * Processing for which no payment was sent (product §4, §9). Its deadline reminder and its removal
 * both look for these.
 */
export const unpaidRegistration =
  (now: Date, days: number) =>
  ({ and, eb, exists, not, selectFrom }: ExpressionBuilder<Database, 'enrollments'>) =>
    and([
      eb('enrollments.status', '=', ENROLLMENT_STATUS.processing),
      eb('enrollments.created_at', '<=', new Date(now.getTime() - days * DAY_MS)),
      not(
        exists(selectFrom('payments').select('payments.id').whereRef('payments.enrollment_id', '=', 'enrollments.id')),
      ),
    ]);

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
    .where(unpaidRegistration(now, 3))
    .execute();
  // Overdue once the whole deadline day has passed on the Manila calendar, counting business days
  // without the center's holidays (decision 0078).
  const holidays = candidates.length > 0 ? (await readCenterSettings(db)).holidays.map((day) => day.date) : [];
  const due = candidates.filter((row) => isPaymentOverdue(row.created_at, now, { holidays })).map((row) => row.id);
  if (due.length > 0) await db.deleteFrom('enrollments').where('id', 'in', due).execute();
  return due;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes the unpaid registrations every hour, in one process at a time (decision 0031); the
 * composition root (server.ts) schedules it with the other jobs.
 */
export const unpaidRegistrationsJob = (deps: Pick<Deps, 'db' | 'now'>): Job => ({
  name: 'remove-unpaid-registrations',
  everyMs: HOUR_MS,
  exclusive: true,
  run: () => removeUnpaidRegistrations(deps.db, deps.now()),
});
