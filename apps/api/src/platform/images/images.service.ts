import { API_BASE_PATH } from '@review-center/domain';
import type * as Sharp from 'sharp';
import { randomId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { InvalidInput, NotFound } from '../errors.ts';
import type { AuthUser, Deps } from '../http/deps.ts';
import { checkImage, UploadRejected } from '../uploads/storage.ts';

/**
 * Public images (lecturer photos, partner logos; decision 0047): an upload, already checked by
 * content when it arrived (docs/architecture.md#uploads) and checked again here, resized once into
 * a small and a large WebP, so a phone on a slow connection downloads the size its screen needs.
 * The card shows a photo 8rem (128 CSS pixels) wide: the small size serves a 1x screen, the large
 * one screens up to 3x.
 */
export const IMAGE_SIZES = { small: 128, large: 384 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** How an image is fitted: a photo fills a square (the card crops it round), a logo keeps its shape. */
export type ImageFit = 'photo' | 'logo';

export const imageUrl = (id: string, size: ImageSize) => `${API_BASE_PATH}/images/${id}/${size}`;

// sharp (libvips) is loaded on the first image, not when the server starts.
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp'));

/** Both sizes of an image, as WebP. */
export async function resizeImage(bytes: Uint8Array, fit: ImageFit): Promise<Record<ImageSize, Buffer>> {
  const { default: sharp } = await loadSharp();
  const one = (width: number) =>
    sharp(bytes)
      .rotate() // a phone's photo is upright as its EXIF says
      .resize(
        fit === 'photo'
          ? { width, height: width, fit: 'cover', position: 'attention' }
          : { width, height: width, fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 78 })
      .toBuffer();
  const [small, large] = await Promise.all([one(IMAGE_SIZES.small), one(IMAGE_SIZES.large)]);
  return { small, large };
}

/** Stores both sizes; returns the image's id. */
export async function storeImage(db: Db, sizes: Record<ImageSize, Buffer>): Promise<string> {
  const id = randomId();
  await db.insertInto('public_images').values({ id, small: sizes.small, large: sizes.large }).execute();
  return id;
}

/**
 * Makes the upload `uploadId` (the staff member's own, from POST /uploads) a public image. A file
 * that is not a PNG or JPEG, or that the image library cannot read, is refused with a message
 * naming `field`.
 */
export async function publishUpload(deps: Deps, actor: AuthUser, uploadId: string, fit: ImageFit, field: string) {
  const row = await deps.db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
  if (!row || (row.owner_id !== null && row.owner_id !== actor.id)) {
    throw new InvalidInput(field, 'the photo was not found; upload it again');
  }
  const bytes = new Uint8Array(await deps.uploads.read(row.id));
  try {
    await checkImage(row.original_name, bytes, deps.config.uploadMaxBytes);
  } catch (error) {
    if (error instanceof UploadRejected) throw new InvalidInput(field, error.message);
    throw error;
  }
  const sizes = await resizeImage(bytes, fit).catch(() => {
    throw new InvalidInput(field, `${row.original_name} could not be read as an image`);
  });
  const id = await storeImage(deps.db, sizes);
  return { _id: id, small: imageUrl(id, 'small'), large: imageUrl(id, 'large') };
}

/** One size of a public image. */
export async function readImage(db: Db, id: string, size: ImageSize): Promise<Buffer> {
  const row = await db.selectFrom('public_images').select(size).where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('Image not found');
  return Buffer.from(row[size] as Uint8Array);
}
