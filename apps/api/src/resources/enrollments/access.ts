import { ENROLLMENT_STATUS, type EnrollmentStatus } from '@review-center/domain';
import type { Db } from '../../platform/db/database.ts';

const activeRows = (db: Db) =>
  db
    .selectFrom('enrollments')
    .select(['user_id', 'offering_id', 'status', 'activated_at', 'created_at'])
    .where('status', '=', ENROLLMENT_STATUS.active);

const toAccessEnrollment = (e: {
  offering_id: string;
  status: EnrollmentStatus;
  activated_at: Date | null;
  created_at: Date;
}) => ({
  offeringId: e.offering_id,
  status: e.status,
  activatedAt: e.activated_at,
  createdAt: e.created_at,
});

export type AccessEnrollment = ReturnType<typeof toAccessEnrollment>;

/**
 * The reviewee's Active enrollments as the six-month access rule reads them (decision 0048,
 * 0067): each offering, and when its access started. The courseware and the exams both decide
 * from these.
 */
export async function activeEnrollments(db: Db, userId: string): Promise<AccessEnrollment[]> {
  return (await activeRows(db).where('user_id', '=', userId).execute()).map(toAccessEnrollment);
}

/**
 * `activeEnrollments` of many reviewees in some offerings, in one query, by reviewee (the exam
 * reminders read a whole audience, decision 0091). A reviewee with none is not in the map.
 */
export async function activeEnrollmentsIn(
  db: Db,
  userIds: readonly string[],
  offeringIds: readonly string[],
): Promise<Map<string, AccessEnrollment[]>> {
  const byUser = new Map<string, AccessEnrollment[]>();
  if (userIds.length === 0 || offeringIds.length === 0) return byUser;
  const rows = await activeRows(db).where('user_id', 'in', userIds).where('offering_id', 'in', offeringIds).execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(toAccessEnrollment(row));
    byUser.set(row.user_id, list);
  }
  return byUser;
}
