import type { ModerationThread } from '@review-center/api-client/contract';
import {
  accessEndedMessage,
  accessEndsAt,
  ENROLLMENT_STATUS,
  isStaffRole,
  type Discussion,
  type DiscussionInput,
  type DiscussionSummary,
  type DiscussionThread,
  type NewDiscussion,
  type Opinion,
  type OpinionInput,
  type PostAuthor,
} from '@review-center/domain';
import type { Selectable } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, paginate, type PageQuery } from '../../platform/db/paginate.ts';
import type { DiscussionsTable, OpinionsTable } from '../../platform/db/schema.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { findById, rowById, updateById } from '../../platform/db/rows.ts';

/*
 * Discussions per offering (decision 0038): reviewees Active in the offering, with access not yet
 * ended (six months from activation, product §1), and staff read and post; a post hidden by staff
 * is gone for reviewees (404, as if it never was).
 */

type Reader = Pick<AuthUser, 'id' | 'role'>;
type DiscussionRow = Selectable<DiscussionsTable>;
type OpinionRow = Selectable<OpinionsTable>;

const DISCUSSION_NOT_FOUND = 'Discussion not found: it may have been removed';
const OPINION_NOT_FOUND = 'Reply not found: it may have been removed';

const toDiscussion = (row: DiscussionRow): Discussion => ({
  _id: row.id,
  offering: row.offering_id ?? '',
  user: row.user_id,
  title: String(row.body.title ?? ''),
  content: String(row.body.content ?? ''),
  createdDate: row.created_at.toISOString(),
  updatedDate: row.updated_at.getTime() === row.created_at.getTime() ? null : row.updated_at.toISOString(),
});

const toOpinion = (row: OpinionRow): Opinion => ({
  _id: row.id,
  discussion: row.discussion_id,
  user: row.user_id,
  content: String(row.body.content ?? ''),
  createdDate: row.created_at.toISOString(),
  updatedDate: row.updated_at.getTime() === row.created_at.getTime() ? null : row.updated_at.toISOString(),
});

type Author = PostAuthor & { email: string };

/** Authors as other reviewees see them: a first name and a last initial, never an e-mail. */
async function authorsOf(db: Db, ids: string[]): Promise<Map<string, Author>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'profile'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => {
      const first = String(row.profile.firstName ?? '').trim();
      const last = String(row.profile.lastName ?? '').trim();
      const name = [first, last ? `${last[0]}.` : ''].filter(Boolean).join(' ');
      const staff = isStaffRole(row.role);
      return [
        row.id,
        { _id: row.id, name: name || (staff ? 'Review Center staff' : 'A reviewee'), staff, email: row.email },
      ];
    }),
  );
}

const publicAuthor = (authors: Map<string, Author>, id: string): PostAuthor => {
  const author = authors.get(id);
  return { _id: id, name: author?.name ?? 'A reviewee', staff: author?.staff ?? false };
};

/** Staff may read and post anywhere; a reviewee only in an offering they are Active in, until access ends. */
async function assertMayUse(db: Db, reader: Reader, offeringId: string, now: Date) {
  if (isStaffRole(reader.role)) {
    const offering = await db.selectFrom('offerings').select('id').where('id', '=', offeringId).executeTakeFirst();
    if (!offering) throw new NotFound('Offering not found');
    return;
  }
  const enrollments = await db
    .selectFrom('enrollments')
    .select(['activated_at', 'created_at'])
    .where('user_id', '=', reader.id)
    .where('offering_id', '=', offeringId)
    .where('status', '=', ENROLLMENT_STATUS.active)
    .execute();
  if (enrollments.length === 0) {
    throw new Forbidden(
      'Only reviewees whose enrollment in this offering is Active can read and post in its discussions',
    );
  }
  const ends = enrollments.map((e) => accessEndsAt(e.activated_at ?? e.created_at).getTime());
  const latest = Math.max(...ends);
  if (latest <= now.getTime()) {
    // The same words as the courseware and the exams (packages/domain rules/access.ts).
    throw new Forbidden(accessEndedMessage(new Date(latest), 'discussions'));
  }
}

async function visibleDiscussion(db: Db, reader: Reader, discussionId: string, now: Date) {
  const row = await db
    .selectFrom('discussions')
    .selectAll()
    .where('id', '=', discussionId)
    .where('hidden_at', 'is', null)
    .where('offering_id', 'is not', null)
    .executeTakeFirst();
  if (!row) throw new NotFound(DISCUSSION_NOT_FOUND);
  await assertMayUse(db, reader, row.offering_id!, now);
  return row;
}

/** An offering's threads, newest activity first (a new reply brings a thread to the top). */
export async function listDiscussions(
  db: Db,
  reader: Reader,
  query: PageQuery & { offering: string },
  now: Date,
): Promise<{ docs: DiscussionSummary[]; totalDocs: number }> {
  await assertMayUse(db, reader, query.offering, now);
  const base = db.selectFrom('discussions').where('offering_id', '=', query.offering).where('hidden_at', 'is', null);
  return paginate(
    base,
    pageOf(query, 20),
    (q) => q.selectAll().orderBy('last_activity_at', 'desc').orderBy('id', 'desc'),
    async (rows) => {
      const ids = rows.map((r) => r.id);
      const [authors, counts] = await Promise.all([
        authorsOf(
          db,
          rows.map((r) => r.user_id),
        ),
        ids.length === 0
          ? []
          : db
              .selectFrom('opinions')
              .select(['discussion_id', (eb) => eb.fn.countAll<string>().as('count')])
              .where('discussion_id', 'in', ids)
              .where('hidden_at', 'is', null)
              .groupBy('discussion_id')
              .execute(),
      ]);
      const countOf = new Map(counts.map((c) => [c.discussion_id, Number(c.count)]));
      return rows.map((row) => ({
        ...toDiscussion(row),
        author: publicAuthor(authors, row.user_id),
        lastActivity: row.last_activity_at.toISOString(),
        opinionCount: countOf.get(row.id) ?? 0,
      }));
    },
  );
}

/** One thread and its visible replies, oldest reply first. */
export async function getDiscussion(
  db: Db,
  reader: Reader,
  discussionId: string,
  now: Date,
): Promise<DiscussionThread> {
  const row = await visibleDiscussion(db, reader, discussionId, now);
  const [opinions, offering] = await Promise.all([
    db
      .selectFrom('opinions')
      .selectAll()
      .where('discussion_id', '=', row.id)
      .where('hidden_at', 'is', null)
      .orderBy('created_at', 'asc')
      .orderBy('id')
      .execute(),
    db.selectFrom('offerings').select('title').where('id', '=', row.offering_id!).executeTakeFirstOrThrow(),
  ]);
  const authors = await authorsOf(db, [row.user_id, ...opinions.map((o) => o.user_id)]);
  return {
    ...toDiscussion(row),
    author: publicAuthor(authors, row.user_id),
    offeringTitle: offering.title,
    lastActivity: row.last_activity_at.toISOString(),
    opinions: opinions.map((o) => ({ ...toOpinion(o), author: publicAuthor(authors, o.user_id) })),
  };
}

export async function createDiscussion(db: Db, reader: Reader, body: NewDiscussion, now: Date) {
  await assertMayUse(db, reader, body.offering, now);
  const row = await db
    .insertInto('discussions')
    .values({
      id: randomId(),
      user_id: reader.id,
      offering_id: body.offering,
      body: JSON.stringify({ title: body.title, content: body.content }),
      created_at: now,
      updated_at: now,
      last_activity_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDiscussion(row);
}

/** Only the author edits a discussion (403 for anyone else who may read it); the fields sent replace those stored. */
export async function updateDiscussion(
  db: Db,
  reader: Reader,
  discussionId: string,
  body: Partial<DiscussionInput>,
  now: Date,
) {
  const existing = await visibleDiscussion(db, reader, discussionId, now);
  if (existing.user_id !== reader.id) throw new Forbidden('Only its author can edit this discussion');
  const row = await updateById(db, 'discussions', existing.id, {
    body: JSON.stringify({ ...existing.body, ...body }),
    updated_at: now,
  });
  return toDiscussion(row);
}

/** A reply by anyone who may read the thread; the thread moves to the top of its offering's list. */
export async function createOpinion(db: Db, reader: Reader, discussionId: string, body: OpinionInput, now: Date) {
  const discussion = await visibleDiscussion(db, reader, discussionId, now);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('opinions')
      .values({
        id: randomId(),
        discussion_id: discussion.id,
        user_id: reader.id,
        body: JSON.stringify({ content: body.content }),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('discussions').set({ last_activity_at: now }).where('id', '=', discussion.id).execute();
    return toOpinion(row);
  });
}

/** Only the author edits a reply. */
export async function updateOpinion(
  db: Db,
  reader: Reader,
  discussionId: string,
  opinionId: string,
  body: OpinionInput,
  now: Date,
) {
  const discussion = await visibleDiscussion(db, reader, discussionId, now);
  const existing = await db
    .selectFrom('opinions')
    .select(['id', 'user_id'])
    .where('id', '=', opinionId)
    .where('discussion_id', '=', discussion.id)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  if (!existing) throw new NotFound(OPINION_NOT_FOUND);
  if (existing.user_id !== reader.id) throw new Forbidden('Only its author can edit this reply');
  const row = await updateById(db, 'opinions', existing.id, {
    body: JSON.stringify({ content: body.content }),
    updated_at: now,
  });
  return toOpinion(row);
}

// ---- Moderation ----

async function moderationThreads(db: Db, rows: DiscussionRow[]): Promise<ModerationThread[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [opinions, offerings] = await Promise.all([
    db
      .selectFrom('opinions')
      .selectAll()
      .where('discussion_id', 'in', ids)
      .orderBy('created_at', 'asc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('offerings')
      .select(['id', 'title'])
      .where(
        'id',
        'in',
        rows.map((r) => r.offering_id ?? ''),
      )
      .execute(),
  ]);
  const authors = await authorsOf(db, [...rows.map((r) => r.user_id), ...opinions.map((o) => o.user_id)]);
  const author = (id: string) =>
    authors.get(id) ?? { _id: id, name: 'A reviewee', staff: false, email: 'unknown@invalid' };
  const titles = new Map(offerings.map((o) => [o.id, o.title]));
  return rows.map((row) => ({
    ...toDiscussion(row),
    author: author(row.user_id),
    offeringTitle: titles.get(row.offering_id ?? '') ?? '',
    hidden: row.hidden_at !== null,
    lastActivity: row.last_activity_at.toISOString(),
    opinions: opinions
      .filter((o) => o.discussion_id === row.id)
      .map((o) => ({ ...toOpinion(o), author: author(o.user_id), hidden: o.hidden_at !== null })),
  }));
}

/** Every thread, hidden ones too, newest activity first, each with every reply. */
export function listModerationThreads(db: Db, query: PageQuery) {
  const base = db.selectFrom('discussions').where('offering_id', 'is not', null);
  return paginate(
    base,
    pageOf(query, 20),
    (q) => q.selectAll().orderBy('last_activity_at', 'desc').orderBy('id', 'desc'),
    (rows) => moderationThreads(db, rows),
  );
}

async function threadFor(db: Db, discussionId: string) {
  const row = await db.selectFrom('discussions').selectAll().where('id', '=', discussionId).executeTakeFirst();
  if (!row || row.offering_id === null) throw new NotFound(DISCUSSION_NOT_FOUND);
  return (await moderationThreads(db, [row]))[0]!;
}

/**
 * Hides a post (a thread or a reply) the caller has read and locked, with one audit entry that
 * names it by `named` beside its id; a post already hidden stays as it is.
 */
async function hidePost(
  trx: Db,
  now: Date,
  actor: AuthUser,
  kind: 'discussion' | 'opinion',
  post: { id: string; hidden_at: Date | null },
  named: Record<string, unknown>,
) {
  if (post.hidden_at !== null) return;
  await trx
    .updateTable(kind === 'discussion' ? 'discussions' : 'opinions')
    .set({ hidden_at: now, hidden_by: actor.id })
    .where('id', '=', post.id)
    .execute();
  await recordAudit(trx, actor, `${kind}.hide`, post.id, {
    before: { hidden: false, ...named },
    after: { hidden: true, ...named },
  });
}

/** Hides a thread (and so its replies) from reviewees; hiding it again changes nothing. */
export async function hideDiscussion(deps: Deps, actor: AuthUser, discussionId: string) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await rowById(trx, 'discussions', discussionId, DISCUSSION_NOT_FOUND, { forUpdate: true });
    await hidePost(trx, deps.now(), actor, 'discussion', row, { title: row.body.title ?? null });
  });
  return threadFor(deps.db, discussionId);
}

/** Hides one reply of the thread from reviewees; hiding it again changes nothing. */
export async function hideOpinion(deps: Deps, actor: AuthUser, discussionId: string, opinionId: string) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await findById(trx, 'opinions', opinionId, { forUpdate: true });
    if (row?.discussion_id !== discussionId) throw new NotFound(OPINION_NOT_FOUND);
    await hidePost(trx, deps.now(), actor, 'opinion', row, { discussion: discussionId });
  });
  return threadFor(deps.db, discussionId);
}
