import { getUpload, uploadFiles } from '@review-center/api-client/contract';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from '../http/deps.ts';
import { signedInUser, userOf } from '../http/guards.ts';
import { HttpError } from '../http/route.ts';
import { checkImage, UploadRejected } from './storage.ts';
import { toUploadResult } from './uploads.service.ts';

export function uploadRoutes(app: Hono, deps: Deps) {
  const { uploadMaxBytes, uploadMaxFiles } = deps.config;
  // Multipart is outside route(): the files are checked here, by hand, with the same 400 shape.
  app.post(
    uploadFiles.path,
    bodyLimit({
      // A little room over the files for the multipart framing; anything larger is cut off early.
      maxSize: uploadMaxBytes * uploadMaxFiles + 64 * 1024,
      onError: (c) =>
        c.json({ message: `files: at most ${uploadMaxFiles} files of ${uploadMaxBytes / 1024 / 1024} MB each` }, 413),
    }),
    async (c) => {
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new HttpError(400, 'files: expected a multipart/form-data body');
      });
      const raw = form.files;
      const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((f) => f instanceof File);
      if (files.length === 0) throw new HttpError(400, 'files: choose at least one file');
      if (files.length > uploadMaxFiles) {
        throw new HttpError(400, `files: Maximum files exceeds (${uploadMaxFiles})`);
      }
      const checked: { file: File; bytes: Uint8Array; mime: string }[] = [];
      for (const [index, file] of files.entries()) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        try {
          checked.push({
            file,
            bytes,
            mime: await checkImage(file.name || `file ${index + 1}`, bytes, uploadMaxBytes),
          });
        } catch (error) {
          if (error instanceof UploadRejected) throw new HttpError(400, `files.${index}: ${error.message}`);
          throw error;
        }
      }
      const owner = userOf(c)?.id ?? null;
      const results = [];
      for (const { file, bytes, mime } of checked) {
        const id = await deps.uploads.save(bytes);
        const row = await deps.db
          .insertInto('uploads')
          .values({ id, owner_id: owner, original_name: file.name.slice(0, 255), mime, size: bytes.byteLength })
          .returningAll()
          .executeTakeFirstOrThrow();
        results.push(toUploadResult(row));
      }
      return c.json(uploadFiles.response.parse(results));
    },
  );

  app.get(getUpload.path.replace('{id}', ':id'), async (c) => {
    const user = signedInUser(c);
    const row = await deps.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', c.req.param('id') ?? '')
      .executeTakeFirst();
    // Someone else's file answers like a missing one: its existence is not revealed.
    if (!row || (row.owner_id !== user.id && user.role !== 'admin')) throw new HttpError(404, 'File not found');
    const bytes = await deps.uploads.read(row.id);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.mime,
      'Content-Disposition': 'attachment',
      'Cache-Control': 'private, no-store',
    });
  });
}
