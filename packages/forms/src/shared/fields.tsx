import { TextArea, TextField, type TextAreaProps, type TextFieldProps } from '@review-center/design-system';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBoundText, type Bound } from './useBoundField.ts';

/**
 * Field bindings: each design-system field driven by react-hook-form, named by one of the form's
 * fields (a name the form does not have is a type error). One module per kind of field, so a
 * form's chunk carries only the React Aria parts its fields use (a login form no date picker).
 */

/** What the binding sets; the rest of a text field's props pass through. */
type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage';

type FormTextFieldProps<T extends FieldValues, O> = Bound<T, O> & Omit<TextFieldProps, BoundProps>;

export function FormTextField<T extends FieldValues, O>(props: FormTextFieldProps<T, O>) {
  return <TextField {...useBoundText(props)} />;
}

/** An e-mail address: the e-mail keyboard and the browser's autofill of the user's address. */
export function FormEmailField<T extends FieldValues, O>({
  label = 'Email',
  ...props
}: Omit<FormTextFieldProps<T, O>, 'label'> & { label?: ReactNode }) {
  return <FormTextField type="email" autoComplete="email" label={label} {...props} />;
}

/**
 * A password, hidden as typed. A new one unless `autoComplete` says 'current-password': password
 * managers then offer to save it rather than fill it in.
 */
export function FormPasswordField<T extends FieldValues, O>(props: FormTextFieldProps<T, O>) {
  return <FormTextField type="password" autoComplete="new-password" {...props} />;
}

export function FormTextArea<T extends FieldValues, O>(props: Bound<T, O> & Omit<TextAreaProps, BoundProps>) {
  return <TextArea {...useBoundText(props)} />;
}
