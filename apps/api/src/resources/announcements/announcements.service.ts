import type { Announcement } from '@review-center/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, type PageQuery, paginate, sortOf } from '../../platform/db/paginate.ts';
import type { AnnouncementsTable } from '../../platform/db/schema.ts';

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
