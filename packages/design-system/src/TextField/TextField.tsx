import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { controlStyles, fieldStyles } from './TextField.styles.ts';

const Field = styled(AriaTextField)`
  ${fieldStyles}
  input {
    ${controlStyles}
  }
`;

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  /** The visible label, also the field's accessible name. */
  label: ReactNode;
  /** Help shown under the field. */
  description?: ReactNode;
  /** A message shown under the field that marks it invalid (for example from a form library). */
  errorMessage?: string;
  /** Hint shown inside the empty input; never a substitute for the label. */
  placeholder?: string;
}

/** A labelled text input; label, description and error are wired to the input by React Aria. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <Field {...props} isInvalid={props.isInvalid ?? Boolean(errorMessage)}>
      <Label>{label}</Label>
      <Input placeholder={placeholder} />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </Field>
  );
}
