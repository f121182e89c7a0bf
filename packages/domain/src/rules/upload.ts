/*
 * Uploads on the slowest connection the terms promise, 0.5 Mbps (product §1, §9): images are made
 * small in the browser before they are sent (decision 0037). Pure rules: the browser's canvas work
 * lives with the site, and loads with the first upload; so does this module.
 */

/** What the browser does to an image before it is uploaded (decision 0037). */
export const IMAGE_UPLOAD = {
  /** An image this small, and within `maxSidePx`, is sent as chosen. */
  keepBelowBytes: 300 * 1024,
  /** The longest side sent: a receipt's small print stays readable at 2000 px. */
  maxSidePx: 2000,
  /** An encoding at or under this size is good enough; a larger one tries the next step. */
  targetBytes: 400 * 1024,
  /** Tried in order until one meets `targetBytes`; the smallest result is kept. */
  steps: [
    { maxSidePx: 2000, quality: 0.8 },
    { maxSidePx: 2000, quality: 0.65 },
    { maxSidePx: 1600, quality: 0.6 },
  ],
} as const;

/** One encoding to try: the size to draw the image at and the JPEG quality. */
export interface ImageEncoding {
  width: number;
  height: number;
  quality: number;
}

/** The facts of a chosen image the plan is made from: its bytes and its pixels. */
interface ImageFacts {
  bytes: number;
  width: number;
  height: number;
}

/**
 * The encodings to try for one image, in order, or `keep` when the file is already small in both
 * bytes and pixels. The aspect ratio is kept; nothing is ever enlarged.
 */
export function imageUploadPlan({ bytes, width, height }: ImageFacts): 'keep' | ImageEncoding[] {
  const longest = Math.max(width, height);
  if (bytes < IMAGE_UPLOAD.keepBelowBytes && longest <= IMAGE_UPLOAD.maxSidePx) return 'keep';
  return IMAGE_UPLOAD.steps.map(({ maxSidePx, quality }) => {
    const scale = Math.min(1, maxSidePx / longest);
    return {
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
      quality,
    };
  });
}

/** The file's name with the extension of its new type: `IMG_1234.HEIC.png` → `IMG_1234.HEIC.jpg`. */
export function renamedForType(name: string, type: 'image/jpeg' | 'image/png'): string {
  const base = name.replace(/\.(png|jpe?g)$/i, '') || 'image';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}
