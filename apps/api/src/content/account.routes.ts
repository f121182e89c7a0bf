import {
  createDiscussion,
  createOpinion,
  getCourseware,
  getProgress,
  listSubscriptions,
  updateDiscussion,
  updateOpinion,
} from '@review-center/api-client/contract';
import { ENROLLMENT_STATUS, TERMS_OF_USE, type Discussion, type Opinion } from '@review-center/domain';
import type { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { randomId } from '../auth/tokens.ts';
import type { DiscussionsTable, OpinionsTable } from '../db/schema.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError, route } from '../http/route.ts';
import { progressOf } from '../exams/exams.service.ts';

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

/** Access is valid for six months from enrollment (spec §1 terms of use). */
const accessEnd = (start: Date) => {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + TERMS_OF_USE.accessValidityMonths);
  return end;
};

export function accountRoutes(app: Hono, deps: Deps) {
  // Subscriptions: the user's active enrollments and their access window (our shape, spec §3).
  route(app, listSubscriptions, async ({ params }) => {
    const rows = await deps.db
      .selectFrom('enrollments')
      .innerJoin('offerings', 'offerings.id', 'enrollments.offering_id')
      .select(['enrollments.id', 'enrollments.created_at', 'offerings.id as offering_id', 'offerings.title'])
      .where('enrollments.user_id', '=', params.id)
      .where('enrollments.status', '=', ENROLLMENT_STATUS.active)
      .orderBy('enrollments.created_at', 'desc')
      .execute();
    const docs = rows.map((r) => ({
      _id: r.id,
      offering: { _id: r.offering_id, title: r.title },
      startDate: r.created_at.toISOString(),
      endDate: accessEnd(r.created_at).toISOString(),
    }));
    return { docs, totalDocs: docs.length };
  });

  // 403 when not enrolled (no Active enrollment), 404 when none is available (spec §6, §8).
  route(app, getCourseware, async ({ params }) => {
    const active = await deps.db
      .selectFrom('enrollments')
      .select('offering_id')
      .where('user_id', '=', params.id)
      .where('status', '=', ENROLLMENT_STATUS.active)
      .execute();
    if (active.length === 0) throw new HttpError(403, 'SORRY YOUR NOT ENROLLED IN THIS OFFERING.');
    const found = await deps.db
      .selectFrom('courseware')
      .select('content')
      .where(
        'offering_id',
        'in',
        active.map((a) => a.offering_id),
      )
      .orderBy('id')
      .executeTakeFirst();
    if (!found) throw new HttpError(404, 'NO AVAILABLE COURSEWARE FOR DISPLAY');
    return { content: found.content };
  });

  route(app, getProgress, ({ params, query }) => progressOf(deps.db, params.id, query.category));

  route(app, createDiscussion, async ({ params, body }) => {
    const row = await deps.db
      .insertInto('discussions')
      .values({ id: randomId(), user_id: params.id, body: JSON.stringify(body) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDiscussion(row);
  });

  route(app, updateDiscussion, async ({ params, body }) => {
    const existing = await deps.db
      .selectFrom('discussions')
      .selectAll()
      .where('id', '=', params.discussionId)
      .where('user_id', '=', params.id)
      .executeTakeFirst();
    if (!existing) throw new HttpError(404, 'Discussion not found');
    const row = await deps.db
      .updateTable('discussions')
      .set({ body: JSON.stringify({ ...existing.body, ...body }), updated_at: deps.now() })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDiscussion(row);
  });

  // Anyone signed in may reply to a discussion; only the author edits a reply.
  route(app, createOpinion, async ({ params, body }) => {
    const discussion = await deps.db
      .selectFrom('discussions')
      .select('id')
      .where('id', '=', params.discussionId)
      .executeTakeFirst();
    if (!discussion) throw new HttpError(404, 'Discussion not found');
    const row = await deps.db
      .insertInto('opinions')
      .values({ id: randomId(), discussion_id: discussion.id, user_id: params.id, body: JSON.stringify(body) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toOpinion(row);
  });

  route(app, updateOpinion, async ({ params, body }) => {
    const row = await deps.db
      .updateTable('opinions')
      .set({ body: JSON.stringify(body), updated_at: deps.now() })
      .where('id', '=', params.opinionId)
      .where('discussion_id', '=', params.discussionId)
      .where('user_id', '=', params.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Opinion not found');
    return toOpinion(row);
  });
}
