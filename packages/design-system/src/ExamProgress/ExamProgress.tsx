import type { RefAttributes } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import styled from 'styled-components';

const Bar = styled(ProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--ds-space-1) var(--ds-space-2);
  min-inline-size: 12rem;

  label {
    font-weight: var(--ds-font-weight-semibold);
  }
  .value {
    color: var(--ds-color-text-muted);
    font-variant-numeric: tabular-nums;
  }
  .track {
    grid-column: 1 / -1;
    block-size: 0.5rem;
    border-radius: var(--ds-radius-pill);
    background: var(--ds-color-border);
    overflow: hidden;
  }
  .fill {
    block-size: 100%;
    background: var(--ds-color-primary);
  }
`;

export interface ExamProgressProps extends RefAttributes<HTMLDivElement> {
  /** Questions answered so far. */
  answered: number;
  /** Questions in the exam. */
  total: number;
  /**
   * The answered share in whole percent, 0 to 100: the app computes it (the domain's
   * `progressPercent`) and the bar fills to it.
   */
  percent: number;
  /**
   * Visible label and accessible name.
   * @default 'Progress'
   */
  label?: string;
  /**
   * The value text, shown and read out.
   * @default `${answered}/${total} answered (${percent}%)`
   */
  formatValue?: (answered: number, total: number, percent: number) => string;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * Exam progress: answered out of total, with the percentage, on a React Aria progress bar.
 *
 * **When to use:** Under the exam header: how many questions are answered out of the total.
 *
 * **When not to:** For time (use `CountdownTimer`) or for loading (use `ProgressBar` or
 * `Spinner`).
 *
 * **Accessibility:** A React Aria progress bar whose value text reads "answered of total" with the
 * percentage, so screen readers hear the same words as are shown.
 */
export function ExamProgress({
  answered,
  total,
  percent,
  label = 'Progress',
  formatValue = (a, t, p) => `${a}/${t} answered (${p}%)`,
  className,
  ref,
}: ExamProgressProps) {
  const valueText = formatValue(answered, total, percent);
  return (
    <Bar ref={ref} className={className} value={percent} valueLabel={valueText}>
      <Label>{label}</Label>
      <span className="value">{valueText}</span>
      <div className="track">
        {/* The width is the only run-time style: a custom property would be no more static. */}
        <div className="fill" style={{ inlineSize: `${percent}%` }} />
      </div>
    </Bar>
  );
}
