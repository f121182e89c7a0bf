import type {
  CoursewarePage,
  CoursewareSummary,
  StaffAnnouncement,
  StaffAnnouncementDetail,
} from '@review-center/api-client/contract';
import {
  announcementState,
  contentMessages,
  type AnnouncementInput,
  type AnnouncementState,
  type CoursewareInput,
} from '@review-center/domain';
import type { Selectable } from 'kysely';
import { historyOf, recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import { refusingDuplicates, type Db } from '../../platform/db/database.ts';
import { pageOf, paginate, type PageQuery } from '../../platform/db/paginate.ts';
import type { AnnouncementsTable } from '../../platform/db/schema.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { invalidatePublicPages } from '../../platform/web/freshness.ts';
import { rowById, updateById } from '../../platform/db/rows.ts';
import { changedFields } from '../../platform/audit/changes.ts';

/*
 * Announcements and courseware written by the content editor (decision 0048). The HTML is
 * sanitized with the site's allow-list before it is stored, so what the database holds is what
 * the site may show; every save writes one audit entry in its transaction (decision 0027). Once an
 * announcement is saved, the public pages this process has rendered are dropped, so /home and
 * /announcements show the change to their next visitor.
 */

type AnnouncementRow = Selectable<AnnouncementsTable>;
const iso = (date: Date) => new Date(date).toISOString();

const toStaffAnnouncement = (row: AnnouncementRow, now: Date): StaffAnnouncement => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  date: iso(row.date),
  createdDate: iso(row.created_at),
  content: row.content,
  status: row.status,
  state: announcementState({ status: row.status, date: row.date }, now),
  updatedAt: iso(row.updated_at),
});

/** The fields an audit entry keeps of an announcement: what a reader would want to compare. */
const audited = (row: AnnouncementRow) => ({
  title: row.title,
  slug: row.slug,
  date: iso(row.date),
  status: row.status,
  content: row.content,
});

/** Every announcement, newest date first; `state` narrows to drafts, scheduled or published ones. */
export function listStaffAnnouncements(
  db: Db,
  query: PageQuery & { state?: AnnouncementState | undefined },
  now: Date,
) {
  let base = db.selectFrom('announcements');
  if (query.state === 'draft') base = base.where('status', '=', 'draft');
  if (query.state === 'scheduled') base = base.where('status', '=', 'published').where('date', '>', now);
  if (query.state === 'published') base = base.where('status', '=', 'published').where('date', '<=', now);
  return paginate(
    base,
    pageOf(query, 25),
    (q) => q.selectAll().orderBy('date', 'desc').orderBy('id'),
    (rows) => rows.map((row) => toStaffAnnouncement(row, now)),
  );
}

async function announcementRow(db: Db, id: string) {
  const row = await rowById(db, 'announcements', id, 'Announcement not found');
  return row;
}

async function withHistory(db: Db, row: AnnouncementRow, now: Date): Promise<StaffAnnouncementDetail> {
  return { ...toStaffAnnouncement(row, now), history: await historyOf(db, 'announcement', row.id) };
}

export async function getStaffAnnouncement(db: Db, id: string, now: Date) {
  return withHistory(db, await announcementRow(db, id), now);
}

/** The slug is unique: a clash is refused naming it, before the database's own unique index would. */
async function assertSlugFree(db: Db, slug: string, exceptId: string | null) {
  let query = db.selectFrom('announcements').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new Conflict(contentMessages.slugTaken(slug));
}

/** Two editors saving the same slug at once: the index refuses the second, with the same message. */
const slugSafe = <T>(slug: string, write: () => Promise<T>): Promise<T> =>
  refusingDuplicates(write, () => new Conflict(contentMessages.slugTaken(slug)));

const rowValues = (input: AnnouncementInput) => ({
  title: input.title,
  slug: input.slug,
  date: new Date(input.date),
  status: input.status,
  content: sanitizeRichText(input.content),
});

export async function createAnnouncement(deps: Deps, actor: AuthUser, input: AnnouncementInput) {
  const values = rowValues(input);
  const row = await slugSafe(input.slug, () =>
    deps.db.transaction().execute(async (trx) => {
      await assertSlugFree(trx, input.slug, null);
      const inserted = await trx
        .insertInto('announcements')
        .values({ id: randomId(), ...values })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: 'announcement.create',
        entityType: 'announcement',
        entityId: inserted.id,
        before: null,
        after: audited(inserted),
      });
      return inserted;
    }),
  );
  invalidatePublicPages();
  return withHistory(deps.db, row, deps.now());
}

export async function updateAnnouncement(deps: Deps, actor: AuthUser, id: string, input: AnnouncementInput) {
  const values = rowValues(input);
  const row = await slugSafe(input.slug, () =>
    deps.db.transaction().execute(async (trx) => {
      const before = await rowById(trx, 'announcements', id, 'Announcement not found', { forUpdate: true });
      await assertSlugFree(trx, input.slug, id);
      const updated = await updateById(trx, 'announcements', id, { ...values, updated_at: deps.now() });
      await recordAudit(trx, actor, {
        action: 'announcement.update',
        entityType: 'announcement',
        entityId: id,
        ...changedFields(audited(before), audited(updated)),
      });
      return updated;
    }),
  );
  invalidatePublicPages();
  return withHistory(deps.db, row, deps.now());
}

// ---- Courseware: one page per offering ----

export async function listCoursewarePages(db: Db) {
  const rows = await db
    .selectFrom('offerings')
    .leftJoin('courseware', 'courseware.offering_id', 'offerings.id')
    .select(['offerings.id', 'offerings.title', 'offerings.published', 'courseware.updated_at', 'courseware.content'])
    .orderBy('offerings.title')
    .orderBy('offerings.id')
    .execute();
  const docs: CoursewareSummary[] = rows.map((row) => ({
    offering: { _id: row.id, title: row.title, published: row.published },
    hasContent: row.content !== null && row.content !== '',
    updatedAt: row.updated_at ? iso(row.updated_at) : null,
  }));
  return { docs, totalDocs: docs.length };
}

export async function getCoursewarePage(db: Db, offeringId: string): Promise<CoursewarePage> {
  const offering = await db
    .selectFrom('offerings')
    .select(['id', 'title', 'published'])
    .where('id', '=', offeringId)
    .executeTakeFirst();
  if (!offering) throw new NotFound('Offering not found');
  const page = await db
    .selectFrom('courseware')
    .select(['content', 'updated_at'])
    .where('offering_id', '=', offeringId)
    .executeTakeFirst();
  return {
    offering: { _id: offering.id, title: offering.title, published: offering.published },
    hasContent: Boolean(page?.content),
    updatedAt: page ? iso(page.updated_at) : null,
    content: page?.content ?? '',
    history: await historyOf(db, 'courseware', offeringId),
  };
}

/** Writes the page (created on first save); the audit entry is the offering's courseware. */
export async function saveCoursewarePage(deps: Deps, actor: AuthUser, offeringId: string, input: CoursewareInput) {
  const content = sanitizeRichText(input.content);
  await deps.db.transaction().execute(async (trx) => {
    const offering = await trx.selectFrom('offerings').select('id').where('id', '=', offeringId).executeTakeFirst();
    if (!offering) throw new NotFound('Offering not found');
    const before = await trx
      .selectFrom('courseware')
      .select('content')
      .where('offering_id', '=', offeringId)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('courseware')
      .values({ id: `courseware-${offeringId}`, offering_id: offeringId, content })
      .onConflict((oc) => oc.column('offering_id').doUpdateSet({ content, updated_at: deps.now() }))
      .execute();
    await recordAudit(trx, actor, {
      action: before ? 'courseware.update' : 'courseware.create',
      entityType: 'courseware',
      entityId: offeringId,
      before: before ? { content: before.content } : null,
      after: { content },
    });
  });
  return getCoursewarePage(deps.db, offeringId);
}
