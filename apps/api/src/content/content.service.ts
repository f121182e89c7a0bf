import type { Announcement, Coupon, Lecturer } from '@review-center/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AnnouncementsTable, CouponsTable, LecturersTable } from '../db/schema.ts';
import { HttpError } from '../http/route.ts';

export const toAnnouncement = (row: Selectable<AnnouncementsTable>): Announcement => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  date: row.date.toISOString(),
  createdDate: row.created_at.toISOString(),
  content: row.content,
});

export const toLecturer = (row: Selectable<LecturersTable>): Lecturer => ({
  _id: row.id,
  photo: row.photo,
  firstName: row.first_name,
  nickname: row.nickname,
  lastName: row.last_name,
  profession: row.profession,
  credentials: row.credentials,
});

export const toCoupon = (row: Selectable<CouponsTable>): Coupon => ({
  _id: row.id,
  code: row.code,
  title: row.title,
  discountPrice: row.discount_price,
  discountPercent: row.discount_percent,
  offering: row.offering_id,
  status: row.status,
});

const ANNOUNCEMENT_SORTS = { date: 'date', createdDate: 'created_at', title: 'title' } as const;

/**
 * GET /announcements: limit, sort (`-date` newest first), page or offset, slug (spec §7).
 * The default order is newest first (spec §2 "the 4 latest, newest first").
 */
export async function listAnnouncements(
  db: Db,
  query: { limit?: number; page?: number; offset?: number; sort?: string; slug?: string },
) {
  const sort = query.sort ?? '-date';
  const column = ANNOUNCEMENT_SORTS[sort.replace(/^-/, '') as keyof typeof ANNOUNCEMENT_SORTS];
  if (!column) throw new HttpError(400, `query.sort: cannot sort by ${sort}`);
  const limit = query.limit ?? 10;
  const offset = query.offset ?? ((query.page ?? 1) - 1) * limit;
  let base = db.selectFrom('announcements');
  if (query.slug !== undefined) base = base.where('slug', '=', query.slug);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(column, sort.startsWith('-') ? 'desc' : 'asc')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { docs: rows.map(toAnnouncement), totalDocs: Number(count.total) };
}

/** GET /lecturers: limit and offset, in the center's order (spec §7; 4 per page, §9). */
export async function listLecturers(db: Db, query: { limit?: number; offset?: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('lecturers')
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .limit(query.limit ?? 4)
      .offset(query.offset ?? 0)
      .execute(),
    db
      .selectFrom('lecturers')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { docs: rows.map(toLecturer), totalDocs: Number(count.total) };
}

export async function listCategories(db: Db, query: { limit?: number; group?: string }) {
  let base = db.selectFrom('categories');
  if (query.group) base = base.where('group', '=', query.group);
  const rows = await base
    .selectAll()
    .orderBy('position')
    .limit(query.limit ?? 100)
    .execute();
  return { docs: rows.map((r) => ({ _id: r.id, title: r.title })), totalDocs: rows.length };
}

export async function listCoupons(db: Db, query: { offering?: string; status?: string }) {
  let base = db.selectFrom('coupons');
  if (query.offering) base = base.where('offering_id', '=', query.offering);
  if (query.status) base = base.where('status', '=', query.status);
  const rows = await base.selectAll().orderBy('code').execute();
  return { docs: rows.map(toCoupon), totalDocs: rows.length };
}

/** POST /coupons/avail: the On-Going coupon of that code for that offering, or 404. */
export async function availCoupon(db: Db, code: string, offering: string) {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code)
    .where('offering_id', '=', offering)
    .where('status', '=', 'On-Going')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Coupon not found or no longer available');
  return toCoupon(row);
}
