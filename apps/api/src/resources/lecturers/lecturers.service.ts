import type { StaffLecturer } from '@review-center/api-client/contract';
import type { Lecturer, LecturerInput } from '@review-center/domain';
import type { Selectable } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, type PageQuery, paginate } from '../../platform/db/paginate.ts';
import { moveInOrder, nextPosition } from '../../platform/db/order.ts';
import type { LecturersTable } from '../../platform/db/schema.ts';
import { InvalidInput, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { publishUpload } from '../../platform/images/images.service.ts';
import { invalidatePublicPages } from '../../platform/web/freshness.ts';
import { rowById, updateById } from '../../platform/db/rows.ts';

const toLecturer = (row: Selectable<LecturersTable>): Lecturer => ({
  _id: row.id,
  photo: row.photo,
  ...(row.photo_small ? { photoSmall: row.photo_small } : {}),
  firstName: row.first_name,
  nickname: row.nickname,
  lastName: row.last_name,
  profession: row.profession,
  credentials: row.credentials,
});

/**
 * GET /lecturers: limit and offset, in the center's order (product §7; 4 per page, §9); lecturers
 * staff hid are left out (decision 0047).
 */
export async function listLecturers(db: Db, query: PageQuery) {
  return paginate(
    db.selectFrom('lecturers').where('hidden', '=', false),
    pageOf(query, 4),
    (q) => q.selectAll().orderBy('position').orderBy('id'),
    (rows) => rows.map(toLecturer),
  );
}

/** Lecturers as staff edit them (decision 0047): create, edit, order and hide. */

const toStaffLecturer = (row: Selectable<LecturersTable>): StaffLecturer => ({
  ...toLecturer(row),
  position: row.position,
  hidden: row.hidden,
});

/** What the audit log keeps of a lecturer (the photo by its address). */
const audited = (row: Selectable<LecturersTable>) => ({
  firstName: row.first_name,
  nickname: row.nickname,
  lastName: row.last_name,
  profession: row.profession,
  credentials: row.credentials,
  hidden: row.hidden,
  photo: row.photo,
  position: row.position,
});

async function allLecturers(db: Db) {
  const rows = await db.selectFrom('lecturers').selectAll().orderBy('position').orderBy('id').execute();
  return { docs: rows.map(toStaffLecturer) };
}

export const listStaffLecturers = (db: Db) => allLecturers(db);

const columns = (input: LecturerInput) => ({
  first_name: input.firstName,
  nickname: input.nickname,
  last_name: input.lastName,
  profession: input.profession,
  credentials: input.credentials,
  hidden: input.hidden,
});

/** POST /admin/lecturers: last in the order. A lecturer's card needs a photo: one is required. */
export async function createLecturer(deps: Deps, actor: AuthUser, input: LecturerInput) {
  if (input.photoUpload === '') throw new InvalidInput('body.photoUpload', 'Photo is required');
  // Resized before the transaction opens: the image work holds no database connection.
  const photo = await publishUpload(deps, actor, input.photoUpload, 'photo', 'body.photoUpload');
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('lecturers')
      .values({
        id: randomId(),
        ...columns(input),
        photo: photo.large,
        photo_small: photo.small,
        position: await nextPosition(trx, 'lecturers'),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, 'lecturer.create', inserted.id, { before: null, after: audited(inserted) });
    return inserted;
  });
  invalidatePublicPages();
  return toStaffLecturer(row);
}

/** PUT /admin/lecturers/{id}: new details; a new photo when `photoUpload` is set. */
export async function updateLecturer(deps: Deps, actor: AuthUser, id: string, input: LecturerInput) {
  const photo = input.photoUpload
    ? await publishUpload(deps, actor, input.photoUpload, 'photo', 'body.photoUpload')
    : null;
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await rowById(trx, 'lecturers', id, 'Lecturer not found');
    const after = await updateById(trx, 'lecturers', id, {
      ...columns(input),
      ...(photo ? { photo: photo.large, photo_small: photo.small } : {}),
    });
    await recordAudit(trx, actor, 'lecturer.update', id, { before: audited(before), after: audited(after) });
    return after;
  });
  invalidatePublicPages();
  return toStaffLecturer(row);
}

/** POST /admin/lecturers/{id}/move: swaps places with the neighbour above or below. */
export async function moveLecturer(deps: Deps, actor: AuthUser, id: string, direction: 'up' | 'down') {
  const result = await deps.db.transaction().execute(async (trx) => {
    const { docs } = await allLecturers(trx);
    if (!docs.some((l) => l._id === id)) throw new NotFound('Lecturer not found');
    const moved = await moveInOrder(
      trx,
      'lecturers',
      docs.map((l) => l._id),
      id,
      direction,
    );
    if (!moved) return docs; // already first or last: nothing to do
    await recordAudit(trx, actor, `lecturer.move-${direction}`, id, {
      before: { position: moved.from },
      after: { position: moved.to },
    });
    return (await allLecturers(trx)).docs;
  });
  invalidatePublicPages();
  return { docs: result };
}
