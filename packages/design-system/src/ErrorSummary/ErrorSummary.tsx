import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';

const Root = styled.div`
  padding: var(--ds-space-3) var(--ds-space-4);
  border: 2px solid var(--ds-color-danger);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-danger-surface);
  color: var(--ds-color-danger);

  &:empty {
    display: none;
  }
  .ds-error-summary-title {
    margin: 0;
    font-weight: 600;
  }
  ul {
    margin: var(--ds-space-2) 0 0;
    padding-inline-start: var(--ds-space-4);
  }
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    border-radius: var(--ds-radius-sm);
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  a:focus-visible {
    ${focusRing}
  }
`;

/** One failing field as the summary lists it. */
export interface ErrorSummaryEntry {
  /** The id of the control the entry's link moves focus to; without one the entry is plain text. */
  targetId?: string | undefined;
  /** The field's label, read before the message. */
  label?: string | undefined;
  /** What is wrong, as the field itself shows it. */
  message: string;
}

export interface ErrorSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** The sentence that says how many fields need attention. Without it the summary shows nothing. */
  title?: ReactNode;
  /**
   * The failing fields, in reading order; each entry links to its field.
   * @default []
   */
  entries?: readonly ErrorSummaryEntry[];
}

const textOf = ({ label, message }: ErrorSummaryEntry): string =>
  label && message ? `${label}: ${message}` : label || message;

/** A link's own focus move: the control itself, rather than scrolling to it and leaving focus behind. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = event.currentTarget.ownerDocument.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The error summary of a form (the GOV.UK Design System's pattern): a sentence saying how many
 * fields need attention, then one link per failing field in reading order, "Label: message",
 * that moves focus to the field's control. It is always in the page and is an alert, so the
 * sentence is announced when a submit fills it (WAI-ARIA alert); empty, it takes no space.
 * https://design-system.service.gov.uk/components/error-summary/
 */
export function ErrorSummary({ title, entries = [], ...props }: ErrorSummaryProps) {
  return (
    <Root role="alert" {...props}>
      {title ? (
        <>
          <p className="ds-error-summary-title">{title}</p>
          {entries.length > 0 ? (
            <ul>
              {entries.map((entry, index) => (
                <li key={`${entry.targetId ?? ''}-${index}`}>
                  {entry.targetId ? (
                    <a href={`#${entry.targetId}`} onClick={(event) => focusTarget(event, entry.targetId!)}>
                      {textOf(entry)}
                    </a>
                  ) : (
                    textOf(entry)
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </Root>
  );
}
