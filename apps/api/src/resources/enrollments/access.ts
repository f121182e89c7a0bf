import { ENROLLMENT_STATUS } from '@review-center/domain';
import type { Db } from '../../platform/db/database.ts';

/**
 * The reviewee's Active enrollments as the six-month access rule reads them (decision 0048,
 * 0067): each offering, and when its access started. The courseware and the exams both decide
 * from these.
 */
export async function activeEnrollments(db: Db, userId: string) {
  const rows = await db
    .selectFrom('enrollments')
    .select(['offering_id', 'status', 'activated_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '=', ENROLLMENT_STATUS.active)
    .execute();
  return rows.map((e) => ({
    offeringId: e.offering_id,
    status: e.status,
    activatedAt: e.activated_at,
    createdAt: e.created_at,
  }));
}
