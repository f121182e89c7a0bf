import type { Ref, RefAttributes } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldBlock, type FieldTextProps } from '../Field/Field.tsx';
import { splitFieldProps } from '../Field/splitFieldProps.ts';
import { controlStyles, fieldStyles } from '../Field/Field.styles.ts';
import { styleable } from '../utils/styleable.ts';

const Field = styled(styleable(AriaTextField))`
  ${fieldStyles}
  textarea {
    ${controlStyles}
    resize: vertical;
    line-height: 1.5;
  }
`;

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children'>, FieldTextProps, RefAttributes<HTMLDivElement> {
  /** Hint shown inside the empty text area. */
  placeholder?: string;
  /**
   * Visible lines of text before the area scrolls.
   * @default 4
   */
  rows?: number;
  /** A ref to the `<textarea>` itself, for example a form library's, to focus it on an error. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input (for example the support form's message content). */
export function TextArea({ placeholder, rows = 4, inputRef, className, ...props }: TextAreaProps) {
  const { texts, rootProps } = splitFieldProps(props);
  return (
    <Field {...rootProps} renderClassName={className}>
      <FieldBlock {...texts}>
        <AriaTextArea ref={inputRef} placeholder={placeholder} rows={rows} />
      </FieldBlock>
    </Field>
  );
}
