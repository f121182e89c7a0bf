import { API_BASE_PATH, type UploadResult } from '@review-center/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadsTable } from '../db/schema.ts';
import { HttpError } from '../http/route.ts';

export const toUploadResult = (row: Selectable<UploadsTable>): UploadResult => ({
  id: row.id,
  url: `${API_BASE_PATH}/uploads/${row.id}`,
  filename: row.original_name,
  mimetype: row.mime,
  size: row.size,
});

/** Upload results of stored ids, in the order given (unknown ids are skipped). */
export async function uploadResults(db: Db, ids: readonly string[]): Promise<UploadResult[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('uploads').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toUploadResult(row)] : [];
  });
}

/**
 * Takes the uploads a request refers to for `userId`: each must exist and be unowned (uploaded
 * before the account existed) or already the user's. The stored facts are returned; the
 * client's copy of url, name and size is never trusted.
 */
export async function claimUploads(
  db: Db,
  userId: string,
  results: readonly { id: string }[],
  field: string,
): Promise<UploadResult[]> {
  const ids = [...new Set(results.map((r) => r.id))];
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('uploads').selectAll().where('id', 'in', ids).execute();
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row || (row.owner_id !== null && row.owner_id !== userId)) {
      throw new HttpError(400, `${field}: file ${id} was not found; upload it again`);
    }
  }
  await db
    .updateTable('uploads')
    .set({ owner_id: userId })
    .where('id', 'in', ids)
    .where('owner_id', 'is', null)
    .execute();
  return ids.map((id) => toUploadResult(rows.find((r) => r.id === id)!));
}
