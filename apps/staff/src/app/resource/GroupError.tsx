import type { FieldErrors } from '../form-errors.ts';

/**
 * The message of a group of fields in a record form ("Pick at least one question"), at the top of
 * the group, marked as a field's message so the error summary lists it. `useRecordForm` copies a
 * member's message to its list ("options.1.data" to "options"): that copy is not shown here, since
 * the member shows it under itself.
 */
export function GroupError({ errors, path }: { errors: FieldErrors; path: string }) {
  const message = errors[path];
  const copied = Object.entries(errors).some(([key, shown]) => key.startsWith(`${path}.`) && shown === message);
  if (!message || copied) return null;
  return (
    <p role="alert" data-invalid="" data-field-error="">
      {message}
    </p>
  );
}
