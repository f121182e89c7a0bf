import { getUpload, uploadFiles } from '@review-center/api-client/contract';
import { bodyLimit } from 'hono/body-limit';
import { InvalidInput, TooLarge } from '../../platform/errors.ts';
import { rateLimit, type Api, type Deps } from '../../platform/http/deps.ts';
import { refuseUnsafeText } from '../../platform/http/hygiene.ts';
import { signedInUser, userOf } from '../../platform/http/guards.ts';
import * as uploads from './uploads.service.ts';

export function uploadRoutes(app: Api, deps: Deps) {
  const { uploadMaxBytes, uploadMaxFiles } = deps.config;
  // Multipart is outside route(): the files are read here, and refused with the same 400 shape.
  app.post(
    uploadFiles.path,
    bodyLimit({
      // A little room over the files for the multipart framing; anything larger is cut off early.
      maxSize: uploadMaxBytes * uploadMaxFiles + 64 * 1024,
      onError: () => {
        throw new TooLarge(`files: at most ${uploadMaxFiles} files of ${uploadMaxBytes / 1024 / 1024} MB each`);
      },
    }),
    async (c) => {
      await rateLimit(deps, c, 'upload', 'bulk', userOf(c)?.id);
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new InvalidInput('files', 'expected a multipart/form-data body');
      });
      const raw = form.files;
      const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((f) => f instanceof File);
      // Checked before anything is stored: a name the database refuses must not leave a file behind.
      files.forEach((file, index) => refuseUnsafeText(file.name, `files.${index}.name`));
      const results = await uploads.saveUploads(deps, userOf(c)?.id ?? null, files);
      return c.json(uploadFiles.response.parse(results));
    },
  );

  app.get(getUpload.path.replace('{id}', ':id'), async (c) => {
    const id = c.req.param('id') ?? '';
    refuseUnsafeText(id, 'params.id');
    const { mime, bytes } = await uploads.readUpload(deps, signedInUser(c), id);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': mime,
      'Content-Disposition': 'attachment',
      'Cache-Control': 'private, no-store',
    });
  });
}
