import type { Ref, RefAttributes } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldBlock, type FieldTextProps } from '../Field/Field.tsx';
import { splitFieldProps } from '../Field/splitFieldProps.ts';
import { fieldStyles, groupedInputStyles } from '../Field/Field.styles.ts';
import { styleable } from '../utils/styleable.ts';

const Field = styled(styleable(AriaNumberField))`
  ${fieldStyles}
  ${groupedInputStyles}
  button {
    inline-size: 44px;
    border: 0;
    border-inline-start: 1px solid var(--ds-color-border);
    background: var(--ds-color-surface-muted);
    color: var(--ds-color-primary);
    font: inherit;
    font-size: var(--ds-font-size-lg);
    font-weight: var(--ds-font-weight-bold);
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

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children'>, FieldTextProps, RefAttributes<HTMLDivElement> {
  /** Hint shown inside the empty input. */
  placeholder?: string;
  /** A ref to the `<input>` itself, for example a form library's, to focus the field on an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled number input with step buttons. Parsing, formatting (pass `formatOptions`, e.g.
 * `{ style: 'currency', currency: 'PHP' }`), arrow-key stepping and the buttons' labels come
 * from React Aria.
 */
export function NumberField({ placeholder, inputRef, className, ...props }: NumberFieldProps) {
  const { texts, rootProps } = splitFieldProps(props);
  return (
    <Field {...rootProps} renderClassName={className}>
      <FieldBlock {...texts}>
        <Group>
          <Input ref={inputRef} placeholder={placeholder} />
          <Button slot="decrement">−</Button>
          <Button slot="increment">+</Button>
        </Group>
      </FieldBlock>
    </Field>
  );
}
