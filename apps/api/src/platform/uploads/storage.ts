import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/database.ts';

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
 * Where the bytes of uploaded files are kept; their facts (owner, name, type) are rows of
 * `uploads`. One interface, so another store (an S3-compatible bucket) can stand in for the
 * database without touching the services (decision 0031).
 */
export interface UploadStore {
  /** Stores the bytes under a new random id that says nothing of the original name. */
  save(bytes: Uint8Array): Promise<string>;
  /** The stored bytes; an unknown id is refused. */
  read(id: string): Promise<Buffer>;
  /** Removes the bytes; ones already gone are no error. */
  remove(id: string): Promise<void>;
}

const STORED_ID = /^[0-9a-f]{32}$/;

/**
 * Bytes in the database (`upload_files`), so every API process reads what any one stored and
 * a backup of the database holds the files too. No static route serves them: they are read
 * back through an authorized route only.
 */
export class DatabaseUploadStore implements UploadStore {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }
  async save(bytes: Uint8Array): Promise<string> {
    const id = randomBytes(16).toString('hex');
    await this.#db.insertInto('upload_files').values({ id, bytes }).execute();
    return id;
  }
  async remove(id: string): Promise<void> {
    if (!STORED_ID.test(id)) return;
    await this.#db.deleteFrom('upload_files').where('id', '=', id).execute();
  }
  async read(id: string): Promise<Buffer> {
    if (!STORED_ID.test(id)) throw new UploadRejected('Unknown file');
    const row = await this.#db.selectFrom('upload_files').select('bytes').where('id', '=', id).executeTakeFirst();
    if (!row) throw new UploadRejected('Unknown file');
    return Buffer.from(row.bytes);
  }
}

/**
 * Before decision 0031 the bytes were files in `.data/uploads`: a start moves any left there
 * into the database (each file once, removed after its row is written). Answers how many.
 */
export async function importUploadFolder(db: Db, dir: string): Promise<number> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => STORED_ID.test(name));
  for (const id of names) {
    const bytes = await readFile(path.join(dir, id));
    await db
      .insertInto('upload_files')
      .values({ id, bytes })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await rm(path.join(dir, id), { force: true });
  }
  return names.length;
}
