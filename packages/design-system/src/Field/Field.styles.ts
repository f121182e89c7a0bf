import { css } from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';

/**
 * Shared look of every labelled form field (text, text area, number, select, combo box, date):
 * label above, control, then description and error. States come from React Aria's data
 * attributes on the control (docs/style.md#components), so one fragment serves every field.
 */
export const fieldStyles = css`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-1);
  min-inline-size: 0;

  .react-aria-Label {
    font-weight: var(--ds-font-weight-semibold);
    color: var(--ds-color-text);
  }
  [slot='description'] {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
  .react-aria-FieldError {
    color: var(--ds-color-danger);
    font-size: var(--ds-font-size-sm);
  }
`;

/** The box of a control (input, text area, select button, date input group). */
export const controlStyles = css`
  min-block-size: 44px; /* WCAG 2.5.8 target size */
  padding: var(--ds-space-2) var(--ds-space-3);
  border: 1px solid var(--ds-color-text-muted);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface);
  color: var(--ds-color-text);
  font: inherit;

  &[data-focus-visible],
  &[data-focused],
  &[data-focus-within] {
    ${focusRing}
  }
  &[data-invalid] {
    border-color: var(--ds-color-danger);
    border-width: 2px;
  }
  &[data-disabled],
  &[readonly],
  &[data-readonly] {
    background: var(--ds-color-surface-muted);
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: var(--ds-color-text-muted);
  }
`;

/**
 * A control drawn by a React Aria `Group` around a bare input and its buttons (number field,
 * combo box): the group is the box and draws the focus ring; the input inside must not draw a
 * second one.
 */
export const groupedInputStyles = css`
  .react-aria-Group {
    ${controlStyles}
    display: flex;
    align-items: stretch;
    padding: 0;
    overflow: hidden;
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
`;

/**
 * A checkbox or radio: its label beside a drawn mark whose border is `--choice-border`. Goes
 * first; `choiceStateStyles` goes after the component's own selected state, so that an invalid
 * choice shows the danger border even when selected.
 */
export const choiceStyles = css`
  --choice-border: var(--ds-color-text-muted);
  display: inline-flex;
  align-items: center;
  gap: var(--ds-space-2);
  min-block-size: 44px;
  color: var(--ds-color-text);
  cursor: pointer;
`;

/** The focus, invalid and disabled states of a choice; `focusedMark` selects its mark while focused. */
export const choiceStateStyles = (focusedMark: string) => css`
  ${focusedMark} {
    ${focusRing}
  }
  &[data-invalid] {
    --choice-border: var(--ds-color-danger);
  }
  &[data-disabled] {
    color: var(--ds-color-text-muted);
    cursor: not-allowed;
  }
`;
