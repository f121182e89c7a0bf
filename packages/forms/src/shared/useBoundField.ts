import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What ties a field to its form: the form's control and the name of one of the form's fields. */
export interface Bound<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Drop the value when the field leaves the page (fields shown only sometimes, product §2). */
  shouldUnregister?: boolean | undefined;
}

/**
 * A design-system field driven by react-hook-form through `useController`. `common` is what
 * every field takes the same way: its name, the blur that marks it touched, and its error,
 * shown under it (React Aria's FieldError, wired by aria-describedby). Text, choice and date
 * fields all hold text: `text` is the value as such, '' while none.
 */
export function useBoundField<T extends FieldValues, O>({ control, name, shouldUnregister }: Bound<T, O>) {
  const { field, fieldState } = useController({ control, name, shouldUnregister });
  const value: unknown = field.value;
  return {
    text: typeof value === 'string' ? value : '',
    onChange: field.onChange,
    common: { name: field.name, onBlur: field.onBlur, errorMessage: fieldState.error?.message },
  };
}

/** A text input's props from the field's: the bound value and handlers in place of `control` and `name`. */
export function useBoundText<T extends FieldValues, O, P extends object>({
  control,
  name,
  shouldUnregister,
  ...props
}: Bound<T, O> & P) {
  const { text, onChange, common } = useBoundField({ control, name, shouldUnregister });
  return { ...props, ...common, value: text, onChange };
}
