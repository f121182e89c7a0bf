import type { ReactNode, RefAttributes } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { Card } from '../Card/Card.tsx';
import { useFocusOnView } from '../focus/viewFocus.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

/** A borderless card: the outcome stands alone on its page. */
const Panel = styled(Card)`
  --result-fg: var(--ds-color-primary);
  --result-bg: var(--ds-color-surface-muted);

  align-items: center;
  gap: var(--ds-space-4);
  max-inline-size: 40rem;
  margin-inline: auto;
  padding: var(--ds-space-6) var(--ds-space-5);
  border: 0;
  text-align: center;

  &[data-status='success'] {
    --result-fg: var(--ds-color-success);
    --result-bg: var(--ds-color-success-surface);
  }
  &[data-status='error'] {
    --result-fg: var(--ds-color-danger);
    --result-bg: var(--ds-color-danger-surface);
  }

  .result-icon {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 4rem;
    block-size: 4rem;
    border-radius: 50%;
    background: var(--result-bg);
    color: var(--result-fg);
    font-size: var(--ds-font-size-2xl);
    font-weight: var(--ds-font-weight-bold);
  }
  h1,
  h2 {
    margin: 0;
    font-size: var(--ds-font-size-xl);
    color: var(--ds-color-text);
  }
  .result-body {
    color: var(--ds-color-text);
  }
  .result-body > p {
    margin: 0;
  }
  .result-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--ds-space-3);
  }
`;

const icons = { success: '✓', error: '!', pending: null } as const;

export interface ResultPanelProps extends RefAttributes<HTMLElement> {
  /**
   * Which outcome: a success, a failure, or still working (shows a spinner).
   * @default 'success'
   */
  status?: 'success' | 'error' | 'pending';
  /** The heading, e.g. 'ACCOUNT VERIFICATION SUCCESS' or 'PAYMENT SUCCESSFUL'. */
  heading: ReactNode;
  /**
   * The heading's level in the page outline.
   * @default 1
   */
  headingLevel?: 1 | 2;
  /** Explanatory text under the heading. */
  children?: ReactNode;
  /** Links or buttons: log in, request a new link, proceed to payment... */
  actions?: ReactNode;
  /**
   * Text read while `status` is `'pending'`.
   * @default 'Loading'
   */
  pendingLabel?: string;
  /**
   * Focuses the heading when the panel appears, for a panel that replaces a form or a step
   * (decision 0020), so the outcome is announced and Tab continues from it.
   * @default false
   */
  focusOnMount?: boolean;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * The outcome screens of account verification, password reset and payment (product §2, §4): a
 * heading, text and an action slot. It holds no state; the page says which outcome to show.
 *
 * **When to use:** The outcome page of a flow: account verified, password changed, payment
 * submitted, or why not.
 *
 * **When not to:** For field errors (show them on the fields) or for a passing notice (use a
 * toast).
 *
 * **Accessibility:** Its heading names the outcome; with `focusOnMount` it takes focus when it
 * appears, so a screen reader hears the result the moment the view changes.
 */
export function ResultPanel({
  status = 'success',
  heading,
  headingLevel = 1,
  children,
  actions,
  pendingLabel = 'Loading',
  focusOnMount = false,
  className,
  ref,
}: ResultPanelProps) {
  const headingRef = useFocusOnView<HTMLHeadingElement>(focusOnMount ? 'panel' : null, { onMount: focusOnMount });
  return (
    <Panel elementType="section" className={className} data-status={status} ref={ref}>
      {status === 'pending' ? (
        <Spinner label={pendingLabel} />
      ) : (
        <span className="result-icon" aria-hidden="true">
          {icons[status]}
        </span>
      )}
      <Heading level={headingLevel} ref={headingRef} tabIndex={focusOnMount ? -1 : undefined}>
        {heading}
      </Heading>
      {children ? <div className="result-body">{children}</div> : null}
      {actions ? <div className="result-actions">{actions}</div> : null}
    </Panel>
  );
}
