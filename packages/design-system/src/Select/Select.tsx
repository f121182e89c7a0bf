import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  type ListBoxItemProps,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
  Text,
} from 'react-aria-components';
import styled from 'styled-components';
import { controlStyles, fieldStyles } from '../TextField/TextField.styles.ts';
import { ListPopover, StyledListBox, StyledListBoxItem } from './Select.styles.ts';

const Field = styled(AriaSelect<object, 'single'>)`
  ${fieldStyles}
  .react-aria-Button {
    ${controlStyles}
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--ds-space-2);
    text-align: start;
    cursor: pointer;
  }
  &[data-invalid] .react-aria-Button {
    border-color: var(--ds-color-danger);
    border-width: 2px;
  }
  &[data-disabled] .react-aria-Button {
    background: var(--ds-color-surface-muted);
    color: var(--ds-color-text-muted);
    cursor: not-allowed;
  }
  .react-aria-SelectValue[data-placeholder] {
    color: var(--ds-color-text-muted);
  }
`;

export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, 'children'> {
  /** The visible label, also the field's accessible name. */
  label: ReactNode;
  /** Help shown under the field. */
  description?: ReactNode;
  /** A message shown under the field that marks it invalid. */
  errorMessage?: string;
  /** The options, when rendered from data with a function child. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A labelled single choice from a short list (course, payment term, branch). Keyboard
 * navigation, typeahead and the hidden native select for forms come from React Aria.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...props
}: SelectProps<T>) {
  return (
    <Field {...(props as AriaSelectProps<object>)} isInvalid={props.isInvalid ?? Boolean(errorMessage)}>
      <Label>{label}</Label>
      <Button>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
      <ListPopover>
        <StyledListBox items={items as Iterable<object> | undefined}>
          {children as ReactNode | ((item: object) => ReactNode)}
        </StyledListBox>
      </ListPopover>
    </Field>
  );
}

export type SelectItemProps = ListBoxItemProps;

/** One option of a Select or ComboBox. Give `id` (the value) and, for rich content, `textValue`. */
export function SelectItem(props: SelectItemProps) {
  return <StyledListBoxItem {...props} />;
}
