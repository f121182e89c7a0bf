import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  FieldError,
  Group,
  Input,
  Label,
  ListLayout,
  Text,
  Virtualizer,
} from 'react-aria-components';
import styled from 'styled-components';
import { ListPopover, StyledListBox } from '../Select/Select.styles.ts';
import { controlStyles, fieldStyles } from '../TextField/TextField.styles.ts';

/** Height of one option; the virtualizer positions rows by it, so the item style must match. */
const ROW_HEIGHT = 40;

const Field = styled(AriaComboBox<object, 'single'>)`
  ${fieldStyles}
  .react-aria-Group {
    ${controlStyles}
    display: flex;
    align-items: stretch;
    padding: 0;
    overflow: hidden;
  }
  &[data-invalid] .react-aria-Group {
    border-color: var(--ds-color-danger);
    border-width: 2px;
  }
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

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'> {
  /** The visible label, also the field's accessible name. */
  label: ReactNode;
  /** Help shown under the field. */
  description?: ReactNode;
  /** A message shown under the field that marks it invalid. */
  errorMessage?: string;
  /** Hint shown inside the empty input. */
  placeholder?: string;
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
  label,
  description,
  errorMessage,
  placeholder,
  emptyText = 'No matches',
  children,
  ...props
}: ComboBoxProps<T>) {
  return (
    <Field
      // Open even with nothing matching, so the user sees "No matches" rather than nothing.
      allowsEmptyCollection
      {...(props as AriaComboBoxProps<object>)}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
    >
      <Label>{label}</Label>
      <Group>
        <Input placeholder={placeholder} />
        <Button>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
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
