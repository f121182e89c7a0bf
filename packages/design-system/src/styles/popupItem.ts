import { css } from 'styled-components';
import { insetFocusRing } from './focusRing.ts';

/** An item of a popup list (a select's option, a menu's item): one row, highlighted under focus. */
export const popupItem = css`
  display: flex;
  align-items: center;
  min-block-size: 40px;
  padding: var(--ds-space-2) var(--ds-space-3);
  border-radius: var(--ds-radius-sm);
  color: var(--ds-color-text);
  cursor: default;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: var(--ds-color-surface-muted);
  }
  &[data-focus-visible] {
    ${insetFocusRing}
  }
`;
