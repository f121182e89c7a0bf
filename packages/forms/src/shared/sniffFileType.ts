/** A chosen file, with the type its content shows when it has been sniffed (domain FileLike). */
export type SniffedFile = File & { sniffedType?: string | undefined };

/**
 * Reads a file's type from its first bytes. A file's declared type comes from its name, so a PDF
 * renamed receipt.png claims to be a PNG; the domain rules refuse a file whose sniffed type is
 * not an image even when its name says it is (product §5 "PNG or JPEG only").
 */
export type SniffType = (file: File) => Promise<string | undefined>;

/** How much of a file the magic-byte tables need (file-type's own sample size). */
const SAMPLE_BYTES = 4100;

/**
 * The default sniffer: the magic-byte tables of the `file-type` library, on the file's first bytes.
 * The library (about 15 KB gzipped) is loaded when a file is first chosen, not with the form.
 */
export const sniffFileType: SniffType = async (file) => {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer())))?.mime;
};

/** Records the sniffed type on the File itself, so the value stays a File the app can upload. */
export async function withSniffedType(file: SniffedFile, sniffType: SniffType): Promise<SniffedFile> {
  if (file.sniffedType !== undefined) return file;
  let sniffed: string | undefined;
  try {
    sniffed = await sniffType(file);
  } catch {
    sniffed = undefined;
  }
  // Unknown content (no magic bytes found) is recorded as such, so the image rule refuses it.
  return Object.assign(file, { sniffedType: sniffed ?? 'application/octet-stream' });
}
