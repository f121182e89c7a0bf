import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Text,
} from 'react-aria-components';
import styled from 'styled-components';
import { controlStyles, fieldStyles } from '../TextField/TextField.styles.ts';

const Field = styled(AriaNumberField)`
  ${fieldStyles}
  .react-aria-Group {
    ${controlStyles}
    display: flex;
    align-items: stretch;
    padding: 0;
    overflow: hidden;
  }
  /* The group draws the focus ring; the input inside must not draw a second one. */
  input {
    flex: 1;
    min-inline-size: 0;
    border: 0;
    padding: var(--ds-space-2) var(--ds-space-3);
    background: transparent;
    color: inherit;
    font: inherit;
    outline: none;
  }
  button {
    inline-size: 44px;
    border: 0;
    border-inline-start: 1px solid var(--ds-color-border);
    background: var(--ds-color-surface-muted);
    color: var(--ds-color-primary);
    font: inherit;
    font-size: var(--ds-font-size-lg);
    font-weight: 700;
    cursor: pointer;
  }
  button[data-pressed] {
    background: var(--ds-color-border);
  }
  button[data-disabled] {
    color: var(--ds-color-text-muted);
    cursor: not-allowed;
  }
`;

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'> {
  /** The visible label, also the field's accessible name. */
  label: ReactNode;
  /** Help shown under the field. */
  description?: ReactNode;
  /** A message shown under the field that marks it invalid. */
  errorMessage?: string;
  /** Hint shown inside the empty input. */
  placeholder?: string;
}

/**
 * A labelled number input with step buttons. Parsing, formatting (pass `formatOptions`, e.g.
 * `{ style: 'currency', currency: 'PHP' }`), arrow-key stepping and the buttons' labels come
 * from React Aria.
 */
export function NumberField({ label, description, errorMessage, placeholder, ...props }: NumberFieldProps) {
  return (
    <Field {...props} isInvalid={props.isInvalid ?? Boolean(errorMessage)}>
      <Label>{label}</Label>
      <Group>
        <Input placeholder={placeholder} />
        <Button slot="decrement">−</Button>
        <Button slot="increment">+</Button>
      </Group>
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </Field>
  );
}
