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

/** Answered share in whole percent (spec §9: answered count divided by total questions). */
export function progressPercent(answered: number, total: number): number {
  return total > 0 ? Math.round((Math.min(answered, total) / total) * 100) : 0;
}

export interface ExamProgressProps {
  /** Questions answered so far. */
  answered: number;
  /** Questions in the exam. */
  total: number;
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
  className?: string;
}

/** Exam progress: answered out of total, with the percentage, on a React Aria progress bar. */
export function ExamProgress({
  answered,
  total,
  label = 'Progress',
  formatValue = (a, t, p) => `${a}/${t} answered (${p}%)`,
  className,
}: ExamProgressProps) {
  const percent = progressPercent(answered, total);
  const valueText = formatValue(answered, total, percent);
  return (
    <Bar className={className} value={percent} valueLabel={valueText}>
      <Label>{label}</Label>
      <span className="value">{valueText}</span>
      <div className="track">
        {/* The width is the only run-time style: a custom property would be no more static. */}
        <div className="fill" style={{ inlineSize: `${percent}%` }} />
      </div>
    </Bar>
  );
}
