import { createPublicImage, getPublicImage } from '@review-center/api-client/contract';
import { NotFound } from '../errors.ts';
import type { Api, Deps } from '../http/deps.ts';
import { signedInUser } from '../http/guards.ts';
import { refuseUnsafeText } from '../http/hygiene.ts';
import { route } from '../http/route.ts';
import { IMAGE_SIZES, publishUpload, readImage, type ImageSize } from './images.service.ts';

/** Public images in two sizes (decision 0047). */
export function imageRoutes(app: Api, deps: Deps) {
  route(app, createPublicImage, ({ body }, c) =>
    publishUpload(deps, signedInUser(c), body.upload, 'logo', 'body.upload'),
  );

  // A binary answer, outside route() like GET /uploads/{id}. An image never changes under its id
  // (a new photo is a new id), so browsers and proxies keep it for a year.
  app.get(getPublicImage.path.replace('{id}', ':id').replace('{size}', ':size'), async (c) => {
    const id = c.req.param('id') ?? '';
    const size = c.req.param('size') ?? '';
    refuseUnsafeText(id, 'params.id');
    // Own keys only: `in` also finds the prototype's (`__proto__`, `toString`), which are no size.
    if (!Object.hasOwn(IMAGE_SIZES, size)) throw new NotFound('Image not found');
    const bytes = await readImage(deps.db, id, size as ImageSize);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
