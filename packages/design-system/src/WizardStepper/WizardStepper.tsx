import type { RefAttributes } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';

/*
 * One column per step, the number above its title, joined by a line: four steps fit a 390 px
 * phone on one row, and the stepper keeps a clear gap from the step's own heading below it
 * instead of wrapping into a ragged second row against it. \`li + li::before\` is the line from
 * the previous step's number to this one's.
 */
const Nav = styled.nav`
  margin-block-end: var(--ds-space-5);
  padding-block-end: var(--ds-space-4);
  border-block-end: 1px solid var(--ds-color-border);

  ol {
    display: grid;
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    padding: 0;
    margin: 0;
    list-style: none;
    counter-reset: none;
  }
  li {
    --step-bg: var(--ds-color-surface);
    --step-fg: var(--ds-color-text-muted);
    --step-border: var(--ds-color-text-muted);
    --step-line: var(--ds-color-border);

    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--ds-space-1);
    padding-inline: var(--ds-space-1);
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
    text-align: center;
  }
  li + li::before {
    content: '';
    position: absolute;
    inset-block-start: calc(1rem - 1px);
    inset-inline: calc(-50% + 1.25rem) calc(50% + 1.25rem);
    block-size: 2px;
    background: var(--step-line);
  }
  li[data-status='current'] {
    --step-bg: var(--ds-color-primary);
    --step-fg: var(--ds-color-on-primary);
    --step-border: var(--ds-color-primary);
    --step-line: var(--ds-color-success);
    color: var(--ds-color-text);
    font-weight: var(--ds-font-weight-bold);
  }
  li[data-status='complete'] {
    --step-bg: var(--ds-color-success-surface);
    --step-fg: var(--ds-color-success);
    --step-border: var(--ds-color-success);
    --step-line: var(--ds-color-success);
    color: var(--ds-color-text);
  }
  .step-number {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: 2rem;
    block-size: 2rem;
    border: 2px solid var(--step-border);
    border-radius: 50%;
    background: var(--step-bg);
    color: var(--step-fg);
    font-size: var(--ds-font-size-md);
    font-weight: var(--ds-font-weight-bold);
    font-variant-numeric: tabular-nums;
  }
`;

export interface WizardStepperProps extends RefAttributes<HTMLElement> {
  /** The step titles, in order. */
  steps: readonly string[];
  /** Index (0-based, as the spec numbers the wizard's steps 0 to 3) of the step on screen. */
  currentStep: number;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Enrollment steps'
   */
  'aria-label'?: string;
  /**
   * Text read after a finished step's title.
   * @default 'completed'
   */
  completedLabel?: string;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * The numbered steps of a wizard (product §2, Offering enrollment). An ordered list: the current
 * step carries `aria-current="step"`, finished steps say so in words as well as colour.
 *
 * **When to use:** At the top of a multi-step flow (the enrollment wizard) to show where the
 * reviewee is and how many steps remain.
 *
 * **When not to:** To move between steps: the steps are not links, the wizard's buttons move. For
 * a single form, or for tabs between views of equal rank (use `Tabs`).
 *
 * **Accessibility:** An ordered list in a `navigation` landmark named by `aria-label`; the current
 * step has `aria-current="step"` and finished steps say so in words (`completedLabel`), not only
 * in colour.
 */
export function WizardStepper({
  steps,
  currentStep,
  'aria-label': ariaLabel = 'Enrollment steps',
  completedLabel = 'completed',
  className,
  ref,
}: WizardStepperProps) {
  return (
    <Nav aria-label={ariaLabel} className={className} ref={ref}>
      <ol>
        {steps.map((title, index) => {
          const status = index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming';
          return (
            <li key={title} data-status={status} aria-current={status === 'current' ? 'step' : undefined}>
              <span className="step-number" aria-hidden="true">
                {status === 'complete' ? '✓' : index + 1}
              </span>
              <span>
                {title}
                {status === 'complete' ? <VisuallyHidden>{` (${completedLabel})`}</VisuallyHidden> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
