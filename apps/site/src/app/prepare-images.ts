import { IMAGE_UPLOAD, imageUploadPlan, renamedForType, type ImageEncoding } from '@review-center/domain';

/*
 * Makes chosen images small enough for a 0.5 Mbps connection before they are uploaded
 * (product §1, §9; decision 0037): a 4 MB phone photo becomes a few hundred KB at 2000 px, where a
 * receipt's print stays readable. The platform does it (createImageBitmap and a canvas), so no
 * library is downloaded; this module itself loads only when a form with files is sent.
 */

type Encoded = 'image/jpeg' | 'image/png';

/** Draws the image at the encoding's size on white (a transparent PNG must not turn black as JPEG). */
function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  image: ImageBitmap,
  at: ImageEncoding,
) {
  context.fillStyle = '#fff';
  context.fillRect(0, 0, at.width, at.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, at.width, at.height);
}

async function encode(image: ImageBitmap, at: ImageEncoding, type: Encoded): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(at.width, at.height);
    draw(canvas.getContext('2d')!, image, at);
    return canvas.convertToBlob({ type, quality: at.quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = at.width;
  canvas.height = at.height;
  draw(canvas.getContext('2d')!, image, at);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`Could not encode the image as ${type}`))),
      type,
      at.quality,
    ),
  );
}

const typeOf = (file: Blob & { sniffedType?: string }): string => file.sniffedType ?? file.type;

/**
 * One image, smaller: the original when it is already small (or cannot be decoded here: the
 * server judges it then), otherwise the smallest encoding of the plan's steps, tried in order
 * until one is at most `targetBytes`. A PNG may stay PNG when that is smaller (a screenshot).
 */
async function shrink(file: File): Promise<File> {
  const type = typeOf(file);
  if (type !== 'image/jpeg' && type !== 'image/png') return file;
  let image: ImageBitmap;
  try {
    // Phone photos are often stored sideways with an EXIF orientation: drawn upright here, as the
    // re-encoded file carries no EXIF (nor the photo's location).
    image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const plan = imageUploadPlan({ bytes: file.size, width: image.width, height: image.height });
    if (plan === 'keep') return file;
    // The original stays a candidate only while its pixels are within the limit.
    let best: Blob | null = Math.max(image.width, image.height) <= IMAGE_UPLOAD.maxSidePx ? file : null;
    for (const [index, step] of plan.entries()) {
      const candidates = [await encode(image, step, 'image/jpeg')];
      if (index === 0 && type === 'image/png') candidates.push(await encode(image, step, 'image/png'));
      for (const candidate of candidates) if (!best || candidate.size < best.size) best = candidate;
      if (best && best.size <= IMAGE_UPLOAD.targetBytes) break;
    }
    if (!best || best === file) return file;
    const encoded = best.type === 'image/png' ? 'image/png' : 'image/jpeg';
    return new File([best], renamedForType(file.name, encoded), { type: encoded, lastModified: file.lastModified });
  } catch {
    // A canvas too large for the device, or no memory left: the original is sent as chosen.
    return file;
  } finally {
    image.close();
  }
}

/** Each chosen file's smaller version, kept so that a retry of the same files does not redo it. */
const shrunk = new WeakMap<File, Promise<File>>();

/** The files to upload, images made smaller; anything that is not a File passes as it is. */
export function prepareImages(files: readonly Blob[]): Promise<Blob[]> {
  return Promise.all(
    files.map((file) => {
      if (!(file instanceof File)) return file;
      let prepared = shrunk.get(file);
      if (!prepared) {
        prepared = shrink(file);
        shrunk.set(file, prepared);
      }
      return prepared;
    }),
  );
}
