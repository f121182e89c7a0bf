import { FileUploader } from '@review-center/design-system';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { usePreparations } from './preparations.ts';
import { withSniffedType, type SniffType } from './sniffFileType.ts';

export interface FormFileFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  /** @default 1 when `single` */
  maxFiles?: number;
  /** MIME types offered by the picker and accepted by the uploader. */
  accept?: readonly string[];
  /** Sniff each file's content (images only: PNG or JPEG rules of product §5). */
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
  const preparations = usePreparations();
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
        // The files join the value once their content is read; a submit meanwhile waits for it.
        const reading = Promise.all(next.map((file) => withSniffedType(file, sniffType))).then((sniffed) => {
          commit(sniffed);
          field.onBlur();
        });
        preparations?.track(reading);
        void reading;
      }}
      errorMessage={message}
    />
  );
}
