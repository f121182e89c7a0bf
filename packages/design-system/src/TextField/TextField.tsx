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

const Field = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-1);

  label {
    font-weight: 600;
    color: var(--ds-color-text);
  }
  input {
    min-block-size: 44px;
    padding: var(--ds-space-2) var(--ds-space-3);
    border: 1px solid var(--ds-color-text-muted);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-surface);
    color: var(--ds-color-text);
    font: inherit;
  }
  input[data-focus-visible],
  input[data-focused] {
    outline: 3px solid var(--ds-color-focus-ring);
    outline-offset: 1px;
  }
  input[data-invalid] {
    border-color: var(--ds-color-danger);
  }
  input[data-disabled],
  input[readonly] {
    background: var(--ds-color-surface-muted);
  }
  [slot='description'] {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
  [slot='errorMessage'] {
    color: var(--ds-color-danger);
    font-size: var(--ds-font-size-sm);
  }
`;

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  /** The visible label, also the field's accessible name. */
  label: ReactNode;
  /** Help shown under the field. */
  description?: ReactNode;
  /** A message shown under the field that marks it invalid (for example from a form library). */
  errorMessage?: string;
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
