import { ENROLLMENT_STATUS, TERMS_OF_USE, type Discussion, type Opinion } from '@review-center/domain';
import type { Selectable } from 'kysely';
import { randomId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { allDocs } from '../db/paginate.ts';
import type { DiscussionsTable, OpinionsTable } from '../db/schema.ts';
import { Forbidden, NotFound } from '../errors.ts';

const toDiscussion = (row: Selectable<DiscussionsTable>): Discussion => ({
  _id: row.id,
  user: row.user_id,
  title: String(row.body.title ?? ''),
  content: String(row.body.content ?? ''),
  createdDate: row.created_at.toISOString(),
  updatedDate: row.updated_at.toISOString(),
});

const toOpinion = (row: Selectable<OpinionsTable>): Opinion => ({
  _id: row.id,
  discussion: row.discussion_id,
  user: row.user_id,
  content: String(row.body.content ?? ''),
  createdDate: row.created_at.toISOString(),
  updatedDate: row.updated_at.toISOString(),
});

/** Access is valid for six months from enrollment (product §1 terms of use). */
const accessEnd = (start: Date) => {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + TERMS_OF_USE.accessValidityMonths);
  return end;
};

/** Subscriptions: the user's active enrollments and their access window (our shape, product §3). */
export async function listSubscriptions(db: Db, userId: string) {
  const rows = await db
    .selectFrom('enrollments')
    .innerJoin('offerings', 'offerings.id', 'enrollments.offering_id')
    .select(['enrollments.id', 'enrollments.created_at', 'offerings.id as offering_id', 'offerings.title'])
    .where('enrollments.user_id', '=', userId)
    .where('enrollments.status', '=', ENROLLMENT_STATUS.active)
    .orderBy('enrollments.created_at', 'desc')
    .execute();
  return allDocs(
    rows.map((r) => ({
      _id: r.id,
      offering: { _id: r.offering_id, title: r.title },
      startDate: r.created_at.toISOString(),
      endDate: accessEnd(r.created_at).toISOString(),
    })),
  );
}

/** Refused when not enrolled (no Active enrollment), not found when none is available (product §6, §8). */
export async function getCourseware(db: Db, userId: string) {
  const active = await db
    .selectFrom('enrollments')
    .select('offering_id')
    .where('user_id', '=', userId)
    .where('status', '=', ENROLLMENT_STATUS.active)
    .execute();
  if (active.length === 0) throw new Forbidden('SORRY YOUR NOT ENROLLED IN THIS OFFERING.');
  const found = await db
    .selectFrom('courseware')
    .select('content')
    .where(
      'offering_id',
      'in',
      active.map((a) => a.offering_id),
    )
    .orderBy('id')
    .executeTakeFirst();
  if (!found) throw new NotFound('NO AVAILABLE COURSEWARE FOR DISPLAY');
  return { content: found.content };
}

export async function createDiscussion(db: Db, userId: string, body: Record<string, unknown>) {
  const row = await db
    .insertInto('discussions')
    .values({ id: randomId(), user_id: userId, body: JSON.stringify(body) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDiscussion(row);
}

/** Only the author edits a discussion; the fields sent replace those stored. */
export async function updateDiscussion(
  db: Db,
  userId: string,
  discussionId: string,
  body: Record<string, unknown>,
  now: Date,
) {
  const existing = await db
    .selectFrom('discussions')
    .selectAll()
    .where('id', '=', discussionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!existing) throw new NotFound('Discussion not found');
  const row = await db
    .updateTable('discussions')
    .set({ body: JSON.stringify({ ...existing.body, ...body }), updated_at: now })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDiscussion(row);
}

/** Anyone signed in may reply to a discussion. */
export async function createOpinion(db: Db, userId: string, discussionId: string, body: Record<string, unknown>) {
  const discussion = await db.selectFrom('discussions').select('id').where('id', '=', discussionId).executeTakeFirst();
  if (!discussion) throw new NotFound('Discussion not found');
  const row = await db
    .insertInto('opinions')
    .values({ id: randomId(), discussion_id: discussion.id, user_id: userId, body: JSON.stringify(body) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOpinion(row);
}

/** Only the author edits a reply. */
export async function updateOpinion(
  db: Db,
  userId: string,
  discussionId: string,
  opinionId: string,
  body: Record<string, unknown>,
  now: Date,
) {
  const row = await db
    .updateTable('opinions')
    .set({ body: JSON.stringify(body), updated_at: now })
    .where('id', '=', opinionId)
    .where('discussion_id', '=', discussionId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFound('Opinion not found');
  return toOpinion(row);
}
