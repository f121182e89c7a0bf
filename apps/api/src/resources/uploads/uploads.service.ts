import { createHash } from 'node:crypto';
import { API_BASE_PATH, isStaffRole, type UploadResult } from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { UploadsTable } from '../../platform/db/schema.ts';
import { InvalidInput, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { checkImage, UploadRejected } from '../../platform/uploads/storage.ts';

const toUploadResult = (row: Selectable<UploadsTable>): UploadResult => ({
  id: row.id,
  url: `${API_BASE_PATH}/uploads/${row.id}`,
  filename: row.original_name,
  mimetype: row.mime,
  size: row.size,
});

/**
 * Upload results of stored ids for several lists at once (one query for a whole page of
 * enrollments), each in the order given; unknown ids are skipped.
 */
export async function uploadResultLists(db: Db, lists: readonly (readonly string[])[]): Promise<UploadResult[][]> {
  const ids = [...new Set(lists.flat())];
  const rows = ids.length ? await db.selectFrom('uploads').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, toUploadResult(row)]));
  return lists.map((list) =>
    list.flatMap((id) => {
      const result = byId.get(id);
      return result ? [result] : [];
    }),
  );
}

/** Upload results of stored ids, in the order given (unknown ids are skipped). */
async function uploadResults(db: Db, ids: readonly string[]): Promise<UploadResult[]> {
  const [results = []] = await uploadResultLists(db, [ids]);
  return results;
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
      throw new InvalidInput(field, `file ${id} was not found; upload it again`);
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

/** An anonymous visitor may attach only files nobody owns yet (they uploaded them just now). */
export async function unclaimedUploads(db: Db, files: readonly { id: string }[]): Promise<UploadResult[]> {
  if (files.length === 0) return [];
  const ids = files.map((f) => f.id);
  const rows = await db.selectFrom('uploads').select(['id', 'owner_id']).where('id', 'in', ids).execute();
  const ok = ids.every((id) => rows.some((r) => r.id === id && r.owner_id === null));
  if (!ok) throw new InvalidInput('attachments', 'a file was not found; upload it again');
  return uploadResults(db, ids);
}

/**
 * Checks and stores the files of one upload request, owned by `ownerId` (null for an anonymous
 * visitor until an account claims them). Every file is checked before any is stored.
 */
export async function saveUploads(deps: Deps, ownerId: string | null, files: readonly File[]) {
  const { uploadMaxBytes, uploadMaxFiles } = deps.config;
  if (files.length === 0) throw new InvalidInput('files', 'choose at least one file');
  if (files.length > uploadMaxFiles) throw new InvalidInput('files', `Maximum files exceeds (${uploadMaxFiles})`);
  const checked: { file: File; bytes: Uint8Array; mime: string }[] = [];
  for (const [index, file] of files.entries()) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      checked.push({ file, bytes, mime: await checkImage(file.name || `file ${index + 1}`, bytes, uploadMaxBytes) });
    } catch (error) {
      if (error instanceof UploadRejected) throw new InvalidInput(`files.${index}`, error.message);
      throw error;
    }
  }
  const results = [];
  for (const { file, bytes, mime } of checked) {
    const id = await deps.uploads.save(bytes);
    const row = await deps.db
      .insertInto('uploads')
      .values({
        id,
        owner_id: ownerId,
        original_name: file.name.slice(0, 255),
        mime,
        size: bytes.byteLength,
        // The same image sent again with another payment is flagged to the cashier (decision 0028).
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(async (error: unknown) => {
        await deps.uploads.remove(id); // no stored bytes without their row
        throw error;
      });
    results.push(toUploadResult(row));
  }
  return results;
}

/** A stored file, to its owner or an administrator; anyone else's answers like a missing one. */
export async function readUpload(deps: Deps, user: AuthUser, id: string) {
  const row = await deps.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (row.owner_id !== user.id && !isStaffRole(user.role))) throw new NotFound('File not found');
  return { mime: row.mime, bytes: await deps.uploads.read(row.id) };
}

/**
 * Files nobody claimed within `maxAgeMs` (a registration or ticket that was never sent): their
 * rows and files are removed. Returns the ids removed.
 */
export async function removeUnclaimedUploads(deps: Pick<Deps, 'db' | 'uploads'>, now: Date, maxAgeMs: number) {
  const removed = await deps.db
    .deleteFrom('uploads')
    .where('owner_id', 'is', null)
    .where('created_at', '<=', new Date(now.getTime() - maxAgeMs))
    // An anonymous visitor's ticket keeps its files unowned: those stay.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('support_tickets')
            .select('support_tickets.id')
            .where(
              sql<boolean>`support_tickets.ticket -> 'attachments' @> jsonb_build_array(jsonb_build_object('id', uploads.id))`,
            ),
        ),
      ),
    )
    .returning('id')
    .execute();
  for (const { id } of removed) await deps.uploads.remove(id);
  return removed.map((row) => row.id);
}

/** Uploads nobody claimed within a day (a registration or ticket never sent) are removed. */
export const UNCLAIMED_UPLOAD_MAX_AGE_MS = 86_400_000;

/**
 * Removes the unclaimed uploads every hour, in one process at a time (decision 0031); the
 * composition root (server.ts) schedules it with the other jobs.
 */
export const unclaimedUploadsJob = (deps: Pick<Deps, 'db' | 'uploads' | 'now'>): Job => ({
  name: 'remove-unclaimed-uploads',
  everyMs: 60 * 60 * 1000,
  exclusive: true,
  run: () => removeUnclaimedUploads(deps, deps.now(), UNCLAIMED_UPLOAD_MAX_AGE_MS),
});
