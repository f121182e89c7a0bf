import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';

const Panel = styled.section`
  --result-fg: var(--ds-color-primary);
  --result-bg: var(--ds-color-surface-muted);

  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ds-space-4);
  max-inline-size: 40rem;
  margin-inline: auto;
  padding: var(--ds-space-6) var(--ds-space-5);
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-surface);
  box-shadow: var(--ds-shadow-sm);
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
    font-weight: 700;
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

export interface ResultPanelProps {
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
  className?: string;
}

/**
 * The outcome screens of account verification, password reset and payment (spec §2, §4): a
 * heading, text and an action slot. It holds no state; the page says which outcome to show.
 */
export function ResultPanel({
  status = 'success',
  heading,
  headingLevel = 1,
  children,
  actions,
  pendingLabel = 'Loading',
  className,
}: ResultPanelProps) {
  return (
    <Panel className={className} data-status={status}>
      {status === 'pending' ? (
        <Spinner label={pendingLabel} />
      ) : (
        <span className="result-icon" aria-hidden="true">
          {icons[status]}
        </span>
      )}
      <Heading level={headingLevel}>{heading}</Heading>
      {children ? <div className="result-body">{children}</div> : null}
      {actions ? <div className="result-actions">{actions}</div> : null}
    </Panel>
  );
}
