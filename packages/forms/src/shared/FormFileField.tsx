import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormFileFieldProps } from './FileFieldPart.tsx';
import { lazyPart } from './lazyPart.tsx';

/**
 * The design system's FileUploader bound to a form field holding a list of files, loaded once the
 * field is on screen (decision 0044).
 */
export const FormFileField = lazyPart(async () => (await import('./FileFieldPart.tsx')).FormFileField) as <
  T extends FieldValues,
  O,
>(
  props: FormFileFieldProps<T, O>,
) => ReactNode;
