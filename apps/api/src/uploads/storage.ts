import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/** Proofs of payment and ID pictures are PNG or JPEG only (product §5), judged by content. */
const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export class UploadRejected extends Error {}

/**
 * Checks one file: size first (cheap), then its magic bytes — a PDF renamed .png is refused
 * whatever its name or declared type says.
 */
export async function checkImage(name: string, bytes: Uint8Array, maxBytes: number): Promise<string> {
  if (bytes.byteLength > maxBytes) {
    throw new UploadRejected(`${name} is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`);
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new UploadRejected(`${name} is not a PNG or JPEG image`);
  }
  return type.mime;
}

/**
 * Files live in a folder no static route serves, under random names that say nothing of the
 * original (which stays in the database), and are read back through an authorized route only.
 */
export class UploadStore {
  readonly #dir: string;
  constructor(dir: string) {
    this.#dir = dir;
  }
  async save(bytes: Uint8Array): Promise<string> {
    await mkdir(this.#dir, { recursive: true });
    const id = randomBytes(16).toString('hex');
    await writeFile(path.join(this.#dir, id), bytes, { flag: 'wx' });
    return id;
  }
  /** Removes a stored file; one already gone is no error. */
  async remove(id: string): Promise<void> {
    if (!/^[0-9a-f]{32}$/.test(id)) return;
    await rm(path.join(this.#dir, id), { force: true });
  }
  read(id: string): Promise<Buffer> {
    if (!/^[0-9a-f]{32}$/.test(id)) throw new UploadRejected('Unknown file');
    return readFile(path.join(this.#dir, id));
  }
}
