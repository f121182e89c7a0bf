import type { ReactNode, RefAttributes } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { styleable } from '../utils/styleable.ts';

const StyledProgressBar = styled(styleable(AriaProgressBar))`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--ds-space-1) var(--ds-space-2);
  color: var(--ds-color-text);

  .react-aria-Label {
    font-weight: var(--ds-font-weight-semibold);
  }
  .ds-progress-value {
    font-variant-numeric: tabular-nums;
    color: var(--ds-color-text-muted);
  }
  .ds-progress-track {
    grid-column: 1 / -1;
    block-size: 10px;
    border-radius: var(--ds-radius-pill);
    background: var(--ds-color-border);
    overflow: hidden;
  }
  .ds-progress-fill {
    block-size: 100%;
    border-radius: inherit;
    background: var(--ds-color-primary);
    transition: inline-size var(--ds-duration-normal) ease;
  }
  &:not([aria-valuenow]) .ds-progress-fill {
    inline-size: 40%;
    animation: ds-progress-slide 1.2s ease-in-out infinite;
  }
  @keyframes ds-progress-slide {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
`;

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'>, RefAttributes<HTMLDivElement> {
  /** The visible label, also the accessible name. */
  label: ReactNode;
  /**
   * Whether to show the value text (e.g. "40%") beside the label.
   * @default true
   */
  showValue?: boolean;
}

/**
 * Progress of a task (exam answered count, an upload). Value text and ARIA come from React Aria;
 * leave `value` out with `isIndeterminate` when the amount is unknown.
 */
export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <StyledProgressBar {...props} renderClassName={className}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <Label>{label}</Label>
          <span className="ds-progress-value">{showValue && !isIndeterminate ? valueText : null}</span>
          <div className="ds-progress-track">
            {/* Width is data, not style: set inline so the styled component stays static. */}
            <div className="ds-progress-fill" style={isIndeterminate ? undefined : { inlineSize: `${percentage}%` }} />
          </div>
        </>
      )}
    </StyledProgressBar>
  );
}
