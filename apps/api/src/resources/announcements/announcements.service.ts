import type { StaffAnnouncement, StaffAnnouncementDetail } from '@review-center/api-client/contract';
import {
  type Announcement,
  type AnnouncementInput,
  announcementState,
  type AnnouncementState,
  contentMessages,
} from '@review-center/domain';
import type { Selectable } from 'kysely';
import { historyOf, recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import { type Db, refusingDuplicates } from '../../platform/db/database.ts';
import { pageOf, type PageQuery, paginate, sortOf } from '../../platform/db/paginate.ts';
import type { AnnouncementsTable } from '../../platform/db/schema.ts';
import { Conflict } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { invalidatePublicPages } from '../../platform/web/freshness.ts';
import { rowById, updateById } from '../../platform/db/rows.ts';
import { changedFields } from '../../platform/audit/changes.ts';

const toAnnouncement = (
  row: Pick<Selectable<AnnouncementsTable>, 'id' | 'slug' | 'title' | 'date' | 'created_at' | 'content'>,
): Announcement => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  date: row.date.toISOString(),
  createdDate: row.created_at.toISOString(),
  content: row.content,
});

const ANNOUNCEMENT_SORTS = { date: 'date', createdDate: 'created_at', title: 'title' } as const;

/**
 * GET /announcements: limit, sort (`-date` newest first), page or offset, slug (product §7).
 * The default order is newest first (product §2 "the 4 latest, newest first"). Only published
 * announcements whose date has come: a draft, or one dated in the future, is not found, by slug
 * either, until then (decision 0048).
 */
export async function listAnnouncements(db: Db, query: PageQuery & { sort?: string; slug?: string }, now: Date) {
  const { column, direction } = sortOf(query.sort ?? '-date', ANNOUNCEMENT_SORTS);
  let base = db.selectFrom('announcements').where('status', '=', 'published').where('date', '<=', now);
  if (query.slug !== undefined) base = base.where('slug', '=', query.slug);
  return paginate(
    base,
    pageOf(query, 10),
    (q) => q.select(['id', 'slug', 'title', 'date', 'created_at', 'content']).orderBy(column, direction).orderBy('id'),
    (rows) => rows.map(toAnnouncement),
  );
}

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
      await recordAudit(trx, actor, 'announcement.create', inserted.id, { before: null, after: audited(inserted) });
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
      await recordAudit(trx, actor, 'announcement.update', id, changedFields(audited(before), audited(updated)));
      return updated;
    }),
  );
  invalidatePublicPages();
  return withHistory(deps.db, row, deps.now());
}
