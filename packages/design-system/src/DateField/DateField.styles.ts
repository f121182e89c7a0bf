import { DateInput, Popover } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { controlStyles } from '../Field/Field.styles.ts';
import { focusRing } from '../styles/focusRing.ts';

/** Segmented date input: each part (month, day, year) is its own spin button (React Aria). */
export const dateInputStyles = css`
  .react-aria-DateSegment {
    padding: 0 2px;
    border-radius: var(--ds-radius-sm);
    font-variant-numeric: tabular-nums;
    outline: none;
  }
  .react-aria-DateSegment[data-placeholder] {
    color: var(--ds-color-text-muted);
  }
  .react-aria-DateSegment[data-type='literal'] {
    color: var(--ds-color-text-muted);
  }
  .react-aria-DateSegment[data-focused] {
    background: var(--ds-color-primary);
    color: var(--ds-color-on-primary);
  }
`;

export const StyledDateInput = styled(DateInput)`
  ${controlStyles}
  ${dateInputStyles}
  display: flex;
  align-items: center;
  &[data-focus-within] {
    ${focusRing}
  }
`;

export const CalendarPopover = styled(Popover)`
  padding: var(--ds-space-3);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface);
  box-shadow: var(--ds-shadow-md);
  .react-aria-Dialog {
    outline: none;
  }
  /* The calendar inside: styled from here so no calendar type leaks into the declarations. */
  .react-aria-Calendar {
    header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--ds-space-2);
      margin-block-end: var(--ds-space-2);
    }
    header h2 {
      margin: 0;
      font-size: var(--ds-font-size-md);
    }
    header button {
      inline-size: 36px;
      block-size: 36px;
      border: 1px solid var(--ds-color-border);
      border-radius: var(--ds-radius-sm);
      background: var(--ds-color-surface);
      color: var(--ds-color-text);
      cursor: pointer;
    }
    header button[data-focus-visible] {
      ${focusRing}
    }
    table {
      border-collapse: collapse;
    }
    th {
      font-size: var(--ds-font-size-xs);
      color: var(--ds-color-text-muted);
      padding-block-end: var(--ds-space-1);
    }
    .react-aria-CalendarCell {
      display: grid;
      place-items: center;
      inline-size: 36px;
      block-size: 36px;
      border-radius: var(--ds-radius-pill);
      cursor: pointer;
      outline: none;
    }
    .react-aria-CalendarCell[data-outside-month] {
      display: none;
    }
    .react-aria-CalendarCell[data-hovered] {
      background: var(--ds-color-surface-muted);
    }
    .react-aria-CalendarCell[data-selected] {
      background: var(--ds-color-primary);
      color: var(--ds-color-on-primary);
    }
    .react-aria-CalendarCell[data-focus-visible] {
      ${focusRing}
    }
    .react-aria-CalendarCell[data-disabled],
    .react-aria-CalendarCell[data-unavailable] {
      color: var(--ds-color-text-muted);
      text-decoration: line-through;
      cursor: default;
    }
  }
`;
