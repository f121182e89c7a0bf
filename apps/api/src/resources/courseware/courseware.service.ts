import { accessEndedMessage, bestOfferingAccess, ENROLLMENT_STATUS, offeringAccess } from '@review-center/domain';
import type { Db } from '../../platform/db/database.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';

/**
 * Refused when not enrolled (no Active enrollment), not found when none is available
 * (product §6, §8). Access is valid six months from activation (product §1 terms of use): once
 * every Active enrollment's access has ended, the courseware is refused saying when (decision 0048). Of the
 * offerings still open to the reviewee, the most recently activated one's page is shown.
 */
export async function getCourseware(db: Db, userId: string, now: Date) {
  const active = await db
    .selectFrom('enrollments')
    .select(['offering_id', 'status', 'activated_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '=', ENROLLMENT_STATUS.active)
    .execute();
  if (active.length === 0) throw new Forbidden('SORRY YOUR NOT ENROLLED IN THIS OFFERING.');
  const accesses = active.map((e) => ({
    offeringId: e.offering_id,
    access: offeringAccess({ status: e.status, activatedAt: e.activated_at, createdAt: e.created_at }, now),
  }));
  const open = accesses
    .flatMap(({ offeringId, access }) => (access.state === 'valid' ? [{ offeringId, endsAt: access.endsAt }] : []))
    .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime());
  if (open.length === 0) {
    const ended = bestOfferingAccess(
      active.map((e) => ({ status: e.status, activatedAt: e.activated_at, createdAt: e.created_at })),
      now,
    );
    throw new Forbidden(
      ended.state === 'expired' ? accessEndedMessage(ended.endedAt) : 'SORRY YOUR NOT ENROLLED IN THIS OFFERING.',
    );
  }
  const pages = await db
    .selectFrom('courseware')
    .select(['offering_id', 'content'])
    .where(
      'offering_id',
      'in',
      open.map((o) => o.offeringId),
    )
    .execute();
  const found = open.map((o) => pages.find((p) => p.offering_id === o.offeringId)).find((p) => p !== undefined);
  if (!found) throw new NotFound('NO AVAILABLE COURSEWARE FOR DISPLAY');
  return { content: found.content };
}
