import { FileUploader } from '@review-center/design-system';
import { fileTypeFromBuffer } from 'file-type';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A chosen file, with the type its content shows when it has been sniffed (domain FileLike). */
export type SniffedFile = File & { sniffedType?: string | undefined };

/**
 * Reads a file's type from its first bytes. A file's declared type comes from its name, so a PDF
 * renamed receipt.png claims to be a PNG; the domain rules refuse a file whose sniffed type is
 * not an image even when its name says it is (spec §5 "PNG or JPEG only").
 */
export type SniffType = (file: File) => Promise<string | undefined>;

/** How much of a file the magic-byte tables need (file-type's own sample size). */
const SAMPLE_BYTES = 4100;

/** The default sniffer: the magic-byte tables of the `file-type` library, on the file's first bytes. */
export const sniffFileType: SniffType = async (file) =>
  (await fileTypeFromBuffer(new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer())))?.mime;

/** Records the sniffed type on the File itself, so the value stays a File the app can upload. */
async function withSniffedType(file: SniffedFile, sniffType: SniffType): Promise<SniffedFile> {
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

interface FormFileFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  /** @default 1 when `single` */
  maxFiles?: number;
  /** MIME types offered by the picker and accepted by the uploader. */
  accept?: readonly string[];
  /** Sniff each file's content (images only: PNG or JPEG rules of spec §5). */
  sniffType?: SniffType | undefined;
  formatWrongType?: (names: string[]) => string;
  isDisabled?: boolean | undefined;
  /** The field holds one file (or undefined) instead of a list, e.g. the ID attachment. */
  single?: boolean;
}

/** The design system's FileUploader bound to a form field holding a list of files. */
export function FormFileField<T extends FieldValues, O>({
  control,
  name,
  sniffType,
  single = false,
  ...props
}: FormFileFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  const files = Array.isArray(value) ? (value as File[]) : value instanceof File ? [value] : [];
  const commit = (next: File[]) => field.onChange(single ? next[0] : next);
  // A list error (count) sits on the field; a per-file one (type) on an index of it.
  const error = fieldState.error as
    | { message?: string; root?: { message?: string } }
    | (({ message?: string } | undefined)[] & { message?: string })
    | undefined;
  const message =
    error?.message ??
    (!Array.isArray(error) ? error?.root?.message : error.find((item) => item?.message)?.message) ??
    undefined;
  return (
    <FileUploader
      {...props}
      maxFiles={single ? 1 : props.maxFiles}
      value={files}
      onChange={(next) => {
        if (!sniffType) {
          commit(next);
          return;
        }
        void Promise.all(next.map((file) => withSniffedType(file, sniffType))).then((sniffed) => {
          commit(sniffed);
          field.onBlur();
        });
      }}
      errorMessage={message}
    />
  );
}
