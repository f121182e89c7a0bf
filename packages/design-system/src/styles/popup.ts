import { css } from 'styled-components';
import { insetFocusRing } from './focusRing.ts';

/** A popup list's surface (a select's list, a menu), never wider than the viewport. */
export const popupSurface = css`
  max-inline-size: calc(100vw - 2 * var(--ds-space-4));
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface);
  box-shadow: var(--ds-shadow-md);
  overflow: auto;
`;

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
