import type { ReactNode, RefAttributes } from 'react';
import styled from 'styled-components';

/*
 * Two columns while each can be at least 16rem wide, one below that: the track is the wider of
 * 16rem and half the row, so auto-fill never makes a third (Every Layout's "switcher" idea in
 * grid form). No media query, so it answers to its container, not the window.
 */
const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--ds-space-4) var(--ds-space-6);
  margin: 0;

  &[data-columns='2'] {
    grid-template-columns: repeat(auto-fill, minmax(max(16rem, calc((100% - var(--ds-space-6)) / 2)), 1fr));
  }
  .ds-description-item {
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-1);
    min-inline-size: 0;
  }
  dt {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
    font-weight: var(--ds-font-weight-semibold);
  }
  dd {
    margin: 0;
    color: var(--ds-color-text);
    /* A long e-mail address, reference or note wraps instead of widening the page. */
    overflow-wrap: anywhere;
  }
  .ds-description-empty {
    color: var(--ds-color-text-muted);
    font-style: italic;
  }
`;

/** One label and its value in a DescriptionList. */
export interface DescriptionListItem {
  /** A key unique in the list; the label is used when it is a string. */
  id?: string;
  /** What the value is ("E-mail", "Next due"). */
  label: ReactNode;
  /** The value. `null`, `undefined` and `''` show `emptyValue`. */
  value: ReactNode;
}

export interface DescriptionListProps extends RefAttributes<HTMLDListElement> {
  /** The label and value pairs, in reading order. */
  items: readonly DescriptionListItem[];
  /**
   * One column, or two side by side where the container is wide enough (at least 16rem each).
   * @default 1
   */
  columns?: 1 | 2;
  /**
   * What an empty value shows, so a missing value reads as missing and not as a broken page.
   * @default 'Not set'
   */
  emptyValue?: ReactNode;
  /** Names the list for screen readers, when no heading above it does. */
  'aria-label'?: string;
  /** The id of the heading that names the list. */
  'aria-labelledby'?: string;
  /** A class for the `<dl>`. */
  className?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * A record's fields as label and value pairs: a semantic `<dl>` in one or two columns. Long
 * values wrap; empty values say so.
 *
 * **When to use:** One record's details (an enrollment, a payment, a person) on a show page or in
 * a side panel.
 *
 * **When not to:** For many records side by side (use `Table`), or for fields being edited (use
 * the form fields).
 *
 * **Accessibility:** A description list, so screen readers announce each term with its value and
 * how many there are; the two columns are the visual order only, the reading order stays the
 * items' order.
 */
export function DescriptionList({
  items,
  columns = 1,
  emptyValue = 'Not set',
  className,
  ref,
  ...labelling
}: DescriptionListProps) {
  return (
    <List ref={ref} className={className} data-columns={columns} {...labelling}>
      {items.map((item, index) => (
        <div className="ds-description-item" key={item.id ?? (typeof item.label === 'string' ? item.label : index)}>
          <dt>{item.label}</dt>
          <dd>{isEmpty(item.value) ? <span className="ds-description-empty">{emptyValue}</span> : item.value}</dd>
        </div>
      ))}
    </List>
  );
}
