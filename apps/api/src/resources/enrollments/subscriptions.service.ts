import { accessEndsAt, ENROLLMENT_STATUS } from '@review-center/domain';
import type { Db } from '../../platform/db/database.ts';
import { allDocs } from '../../platform/db/paginate.ts';

/**
 * Subscriptions: the user's Active enrollments and their access window, six months from
 * activation (product §1 terms of use; our shape, product §3; decision 0038). One whose access has
 * ended is still listed, with its end date past.
 */
export async function listSubscriptions(db: Db, userId: string) {
  const rows = await db
    .selectFrom('enrollments')
    .innerJoin('offerings', 'offerings.id', 'enrollments.offering_id')
    .select([
      'enrollments.id',
      'enrollments.created_at',
      'enrollments.activated_at',
      'offerings.id as offering_id',
      'offerings.title',
    ])
    .where('enrollments.user_id', '=', userId)
    .where('enrollments.status', '=', ENROLLMENT_STATUS.active)
    .orderBy('enrollments.created_at', 'desc')
    .execute();
  return allDocs(
    rows.map((r) => {
      const start = r.activated_at ?? r.created_at;
      return {
        _id: r.id,
        offering: { _id: r.offering_id, title: r.title },
        startDate: start.toISOString(),
        endDate: accessEndsAt(start).toISOString(),
      };
    }),
  );
}
