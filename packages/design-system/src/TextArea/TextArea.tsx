import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { controlStyles, fieldStyles } from '../TextField/TextField.styles.ts';

const Field = styled(AriaTextField)`
  ${fieldStyles}
  textarea {
    ${controlStyles}
    resize: vertical;
    line-height: 1.5;
  }
`;

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children'> {
  /** The visible label, also the field's accessible name. */
  label: ReactNode;
  /** Help shown under the field. */
  description?: ReactNode;
  /** A message shown under the field that marks it invalid. */
  errorMessage?: string;
  /** Hint shown inside the empty text area. */
  placeholder?: string;
  /**
   * Visible lines of text before the area scrolls.
   * @default 4
   */
  rows?: number;
}

/** A labelled multi-line text input (for example the support form's message content). */
export function TextArea({ label, description, errorMessage, placeholder, rows = 4, ...props }: TextAreaProps) {
  return (
    <Field {...props} isInvalid={props.isInvalid ?? Boolean(errorMessage)}>
      <Label>{label}</Label>
      <AriaTextArea placeholder={placeholder} rows={rows} />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </Field>
  );
}
