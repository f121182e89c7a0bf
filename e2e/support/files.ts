/*
 * The smallest valid images the API accepts (it checks an upload by its magic bytes, not its
 * name or type), and a PDF it must refuse.
 */

/** A 1×1 grey PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A 1×1 baseline JPEG. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The PNG as a file chosen in a page's file input (Playwright's `setInputFiles`). */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The JPEG as a file chosen in a page's file input. */
export const jpegFile = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: JPEG });
