import { MenuItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { insetFocusRing } from '../styles/focusRing.ts';
import { popupItem, popupSurface } from '../styles/popup.ts';

/**
 * The table with its caption and tools. It never grows wider than its container: cells wrap long
 * text anywhere (a raw id, an e-mail address, a JSON blob), so the columns can always shrink, and
 * only when even the shrunk table does not fit does the scroller scroll on its own, never the
 * page (docs/style.md#components; at 1024 px no console page scrolls sideways).
 */
export const TableFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-2);
  min-inline-size: 0;
  max-inline-size: 100%;

  .ds-table-top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--ds-space-2) var(--ds-space-4);
  }
  .ds-table-caption {
    margin: 0;
    font-size: var(--ds-font-size-lg);
    font-weight: var(--ds-font-weight-bold);
    color: var(--ds-color-text);
  }
  .ds-table-tools {
    display: flex;
    align-items: center;
    gap: var(--ds-space-3);
    margin-inline-start: auto;
  }
  .ds-table-selected {
    margin: 0;
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }

  .ds-table-scroller {
    max-inline-size: 100%;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-surface);
  }
  .ds-table-scroller[tabindex]:focus-visible {
    ${insetFocusRing}
  }

  .ds-table {
    inline-size: 100%;
    border-collapse: collapse;
    color: var(--ds-color-text);
    font-size: var(--ds-font-size-sm);
    outline: none;
  }
  .ds-table-column,
  .ds-table-cell {
    padding: var(--ds-space-2) var(--ds-space-3);
    text-align: start;
    vertical-align: top;
    outline: none;
  }
  .ds-table-column {
    background: var(--ds-color-surface-muted);
    border-block-end: 1px solid var(--ds-color-border);
    font-weight: var(--ds-font-weight-semibold);
    vertical-align: bottom;
  }
  .ds-table-cell {
    /* anywhere, not break-word: only anywhere lowers a column's narrowest width, so the table can
       shrink to its container instead of pushing the page sideways (CSS Text 3, overflow-wrap). */
    overflow-wrap: anywhere;
  }
  .ds-table-end {
    text-align: end;
  }
  .ds-table-column[data-allows-sorting] {
    cursor: pointer;
  }
  .ds-table-column[data-hovered] {
    color: var(--ds-color-primary);
  }
  .ds-table-column-label {
    display: inline-flex;
    align-items: center;
    gap: var(--ds-space-1);
  }
  .ds-table-sort {
    flex: none;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    color: var(--ds-color-text-muted);
  }
  [data-sort-direction] .ds-table-sort {
    color: var(--ds-color-primary);
  }
  .ds-table-selection {
    inline-size: 1px;
    padding-block: 0;
    vertical-align: middle;
  }

  .ds-table-row {
    border-block-end: 1px solid var(--ds-color-border);
    outline: none;
  }
  .ds-table-body .ds-table-row:last-child {
    border-block-end: 0;
  }
  .ds-table-row[data-hovered] {
    background: var(--ds-color-surface-muted);
  }
  .ds-table-row[data-selected] {
    background: color-mix(in srgb, var(--ds-color-primary) 10%, var(--ds-color-surface));
  }
  .ds-table-row[data-focus-visible],
  .ds-table-cell[data-focus-visible],
  .ds-table-column[data-focus-visible] {
    ${insetFocusRing}
  }

  .ds-table-state {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: var(--ds-space-2);
    padding: var(--ds-space-6) var(--ds-space-4);
    color: var(--ds-color-text-muted);
    text-align: center;
  }
`;

/** The column picker's menu. It renders in a portal, so it is styled on its own. */
export const PickerPopover = styled(Popover)`
  ${popupSurface}
  min-inline-size: 12rem;

  /* The menu inside: styled here, as a styled React Aria Menu's type cannot be named in the
     package's declarations. */
  [role='menu'] {
    display: block;
    max-block-size: 20rem;
    overflow: auto;
    padding: var(--ds-space-1);
    outline: none;
  }
`;

export const PickerItem = styled(MenuItem<object>)`
  ${popupItem}
  gap: var(--ds-space-2);
  .ds-table-check {
    display: grid;
    place-items: center;
    flex: none;
    inline-size: 18px;
    block-size: 18px;
    border: 2px solid var(--ds-color-text-muted);
    border-radius: var(--ds-radius-sm);
    color: var(--ds-color-on-primary);
  }
  &[data-selected] .ds-table-check {
    border-color: var(--ds-color-primary);
    background: var(--ds-color-primary);
  }
  .ds-table-check svg {
    inline-size: 12px;
    block-size: 12px;
  }
`;
