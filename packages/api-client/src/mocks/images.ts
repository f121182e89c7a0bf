import { API_BASE_PATH } from '@review-center/domain';
import { nextId, type Resolvers } from './resolver.ts';

/** A 1×1 transparent PNG: what a public image serves in the mock API. */
const PNG_PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

/** A public image's id and its two sizes' addresses, as POST /admin/images answers. */
export const image = (id: string) => ({
  _id: id,
  small: `${API_BASE_PATH}/images/${id}/small`,
  large: `${API_BASE_PATH}/images/${id}/large`,
});

/** Public images (decision 0047): every image is one transparent pixel. */
export const imageResolvers = {
  createPublicImage: () => image(nextId('img')),
  getPublicImage: () => new Blob([PNG_PIXEL], { type: 'image/png' }),
} satisfies Resolvers<'createPublicImage' | 'getPublicImage'>;
