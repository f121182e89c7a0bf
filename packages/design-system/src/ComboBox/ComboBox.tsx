import type { ReactNode, Ref, RefAttributes } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Group,
  Input,
  ListLayout,
  Virtualizer,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldBlock, type FieldTextProps } from '../Field/Field.tsx';
import { splitFieldProps } from '../Field/splitFieldProps.ts';
import { fieldStyles, groupedInputStyles } from '../Field/Field.styles.ts';
import { ListPopover, StyledListBox } from '../Select/Select.styles.ts';
import { styleable } from '../utils/styleable.ts';

/** Height of one option; the virtualizer positions rows by it, so the item style must match. */
const ROW_HEIGHT = 40;

const Field = styled(styleable(AriaComboBox<object, 'single'>))`
  ${fieldStyles}
  ${groupedInputStyles}
  &[data-invalid] .react-aria-Group {
    border-color: var(--ds-color-danger);
    border-width: 2px;
  }
  button {
    inline-size: 44px;
    border: 0;
    background: transparent;
    color: var(--ds-color-text);
    font: inherit;
    cursor: pointer;
  }
  &[data-disabled] .react-aria-Group {
    background: var(--ds-color-surface-muted);
  }
`;

const VirtualListBox = styled(StyledListBox)`
  /* The virtualizer needs a bounded scroll box to know which rows are visible. */
  max-block-size: 18rem;
  padding: 0;
  .react-aria-ListBoxItem {
    min-block-size: 0;
  }
`;

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children'>, FieldTextProps, RefAttributes<HTMLDivElement> {
  /** Hint shown inside the empty input. */
  placeholder?: string;
  /** A ref to the `<input>` itself, for example a form library's, to focus the field on an error. */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Shown in the list when no option matches what was typed.
   * @default 'No matches'
   */
  emptyText?: string;
  /** `SelectItem` elements, or a function rendering one per item of `items`/`defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A searchable single choice for long lists (Philippine provinces and cities). Filtering,
 * keyboard navigation and ARIA come from React Aria; the list is virtualized with React Aria's
 * `Virtualizer`, so only the visible rows of ~1,700 cities are in the DOM.
 */
export function ComboBox<T extends object>({
  placeholder,
  emptyText = 'No matches',
  inputRef,
  className,
  children,
  ...props
}: ComboBoxProps<T>) {
  const { texts, rootProps } = splitFieldProps(props);
  return (
    <Field
      // Open even with nothing matching, so the user sees "No matches" rather than nothing.
      allowsEmptyCollection
      {...(rootProps as AriaComboBoxProps<object>)}
      renderClassName={className as AriaComboBoxProps<object>['className']}
    >
      <FieldBlock {...texts}>
        <Group>
          <Input ref={inputRef} placeholder={placeholder} />
          <Button>
            <span aria-hidden="true">▾</span>
          </Button>
        </Group>
      </FieldBlock>
      <ListPopover>
        <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: ROW_HEIGHT }}>
          <VirtualListBox renderEmptyState={() => emptyText}>
            {children as ReactNode | ((item: object) => ReactNode)}
          </VirtualListBox>
        </Virtualizer>
      </ListPopover>
    </Field>
  );
}
