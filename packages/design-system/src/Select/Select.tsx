import { type ReactNode, type RefAttributes, useRef } from 'react';
import {
  Button,
  type ListBoxItemProps,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldBlock, type FieldTextProps } from '../Field/Field.tsx';
import { splitFieldProps } from '../Field/splitFieldProps.ts';
import { controlStyles, fieldStyles } from '../Field/Field.styles.ts';
import { styleable } from '../utils/styleable.ts';
import { useAriaInvalid } from '../utils/useAriaInvalid.ts';
import { ListPopover, StyledListBox, StyledListBoxItem } from './Select.styles.ts';

const Field = styled(styleable(AriaSelect<object, 'single'>))`
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

/** The select's button, marked invalid itself, not only its wrapper. */
function SelectButton({ isInvalid }: { isInvalid: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useAriaInvalid(ref, isInvalid);
  return (
    <Button ref={ref}>
      <SelectValue />
      <span aria-hidden="true">▾</span>
    </Button>
  );
}

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children'>, FieldTextProps, RefAttributes<HTMLDivElement> {
  /** The options, when rendered from data with a function child. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A labelled single choice from a short list (course, payment term, branch). Keyboard
 * navigation, typeahead and the hidden native select for forms come from React Aria.
 */
export function Select<T extends object>({ items, className, children, ...props }: SelectProps<T>) {
  const { texts, rootProps } = splitFieldProps(props);
  return (
    <Field
      {...(rootProps as AriaSelectProps<object>)}
      renderClassName={className as AriaSelectProps<object>['className']}
    >
      {({ isInvalid }) => (
        <>
          <FieldBlock {...texts}>
            <SelectButton isInvalid={isInvalid} />
          </FieldBlock>
          <ListPopover>
            <StyledListBox items={items as Iterable<object> | undefined}>
              {children as ReactNode | ((item: object) => ReactNode)}
            </StyledListBox>
          </ListPopover>
        </>
      )}
    </Field>
  );
}

export interface SelectItemProps extends ListBoxItemProps, RefAttributes<HTMLDivElement> {}

/** One option of a Select or ComboBox. Give `id` (the value) and, for rich content, `textValue`. */
export function SelectItem({ className, ...props }: SelectItemProps) {
  return <StyledListBoxItem {...props} renderClassName={className} />;
}
