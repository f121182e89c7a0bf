import type { Ref, RefAttributes } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldBlock, type FieldTextProps } from '../Field/Field.tsx';
import { splitFieldProps } from '../Field/splitFieldProps.ts';
import { controlStyles, fieldStyles } from '../Field/Field.styles.ts';
import { styleable } from '../utils/styleable.ts';

const Field = styled(styleable(AriaTextField))`
  ${fieldStyles}
  input {
    ${controlStyles}
  }
`;

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children'>, FieldTextProps, RefAttributes<HTMLDivElement> {
  /** Hint shown inside the empty input; never a substitute for the label. */
  placeholder?: string;
  /** A ref to the `<input>` itself, for example a form library's, to focus the field on an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input; label, description and error are wired to the input by React Aria. */
export function TextField({ placeholder, inputRef, className, ...props }: TextFieldProps) {
  const { texts, rootProps } = splitFieldProps(props);
  return (
    <Field {...rootProps} renderClassName={className}>
      <FieldBlock {...texts}>
        <Input ref={inputRef} placeholder={placeholder} />
      </FieldBlock>
    </Field>
  );
}
