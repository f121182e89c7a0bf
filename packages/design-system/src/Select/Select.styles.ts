import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { styleable } from '../utils/styleable.ts';
import { popupItem, popupSurface } from '../styles/popup.ts';

/**
 * The floating list shared by Select and ComboBox. It renders in a portal, so it is styled on
 * its own rather than nested under the field. React Aria sets `--trigger-width` on it.
 */
export const ListPopover = styled(Popover)`
  /* As wide as the field but never wider than the viewport: an overflowing popover makes the
     page scroll when React Aria scrolls the focused option into view, and scrolling closes it. */
  ${popupSurface}
  inline-size: var(--trigger-width);

  &[data-entering] {
    animation: ds-popover-in var(--ds-duration-fast) ease-out;
  }
  @keyframes ds-popover-in {
    from {
      opacity: 0;
      transform: translateY(-4px);
    }
  }
`;

export const StyledListBox = styled(ListBox<object>)`
  display: block;
  max-block-size: 18rem;
  overflow: auto;
  padding: var(--ds-space-1);
  outline: none;

  &[data-empty] {
    padding: var(--ds-space-3);
    color: var(--ds-color-text-muted);
  }
`;

export const StyledListBoxItem = styled(styleable(ListBoxItem))`
  ${popupItem}
  &[data-selected] {
    font-weight: var(--ds-font-weight-bold);
    color: var(--ds-color-primary);
  }
  &[data-selected]::after {
    content: '✓';
    margin-inline-start: auto;
    padding-inline-start: var(--ds-space-2);
  }
  &[data-disabled] {
    color: var(--ds-color-text-muted);
  }
`;
