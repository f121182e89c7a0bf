import type { RefAttributes } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';

const Nav = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-3) var(--ds-space-5);
    padding: 0;
    margin: 0;
    list-style: none;
    counter-reset: none;
  }
  li {
    --step-bg: var(--ds-color-surface);
    --step-fg: var(--ds-color-text-muted);
    --step-border: var(--ds-color-text-muted);

    display: flex;
    align-items: center;
    gap: var(--ds-space-2);
    color: var(--ds-color-text-muted);
  }
  li[data-status='current'] {
    --step-bg: var(--ds-color-primary);
    --step-fg: var(--ds-color-on-primary);
    --step-border: var(--ds-color-primary);
    color: var(--ds-color-text);
    font-weight: var(--ds-font-weight-bold);
  }
  li[data-status='complete'] {
    --step-bg: var(--ds-color-success-surface);
    --step-fg: var(--ds-color-success);
    --step-border: var(--ds-color-success);
    color: var(--ds-color-text);
  }
  .step-number {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 2rem;
    block-size: 2rem;
    border: 2px solid var(--step-border);
    border-radius: 50%;
    background: var(--step-bg);
    color: var(--step-fg);
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
  className?: string;
}

/**
 * The numbered steps of a wizard (product §2, Offering enrollment). An ordered list: the current
 * step carries `aria-current="step"`, finished steps say so in words as well as colour.
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
