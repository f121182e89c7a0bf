import { Suspense, lazy, useId, useState, type CSSProperties, type RefAttributes } from 'react';
import { Heading, VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';
import { Card } from '../Card/Card.tsx';
import { useMergedRef } from '../utils/useMergedRef.ts';

const ProgressChartCanvas = lazy(() => import('./ProgressChartCanvas.tsx'));

const Figure = styled(Card)`
  padding: var(--ds-space-4);
  border-radius: var(--ds-radius-md);

  h2,
  h3 {
    margin: 0;
    font-size: var(--ds-font-size-lg);
  }
  .chart-area {
    min-block-size: var(--chart-height, 320px);
  }
  .chart-empty {
    margin: 0;
    color: var(--ds-color-text-muted);
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: var(--ds-space-1) var(--ds-space-3);
    border: 1px solid var(--ds-color-border);
    text-align: start;
  }
`;

export interface ProgressChartSeries {
  /** The exam category, e.g. 'General Education'. */
  name: string;
  /** Scores in test order; `null` where the reviewee has no score for that test. */
  scores: readonly (number | null)[];
}

export interface ProgressChartProps extends RefAttributes<HTMLElement> {
  /** One line per exam category (product §3, Progress: per exam category chart series). */
  series: readonly ProgressChartSeries[];
  /**
   * The chart's heading, also the data table's caption.
   * @default 'Progress'
   */
  title?: string;
  /**
   * Level of the heading in the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * Label of the n-th test, on the axis and in the table.
   * @default `Test ${n}`
   */
  formatTestLabel?: (n: number) => string;
  /**
   * Header of the table's first column.
   * @default 'Test'
   */
  testColumnLabel?: string;
  /**
   * Shown instead of the chart when there are no scores.
   * @default 'No exam results yet.'
   */
  emptyText?: string;
  /** Highest value of the vertical axis, e.g. 100 for percentages; automatic when omitted. */
  yMax?: number;
  /**
   * Writes a score on the vertical axis and in the table, e.g. `(n) => `${n}%`` for percentages.
   * @default String
   */
  formatValue?: (value: number) => string;
  /**
   * Show the data table to everyone instead of to screen readers only.
   * @default false
   */
  showTable?: boolean;
  /**
   * Height of the chart in pixels.
   * @default 320
   */
  height?: number;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/** A table cell: the score as `formatValue` writes it, or a dash for a test not taken. */
const formatScore = (score: number | null | undefined, format: ((value: number) => string) | undefined) =>
  score === null || score === undefined ? '–' : format ? format(score) : String(score);

const seriesColorVariables = [
  '--ds-color-primary',
  '--ds-color-accent',
  '--ds-color-success',
  '--ds-color-danger',
  '--ds-color-warning',
  '--ds-color-text-muted',
];

/**
 * The reviewee's scores per exam category across tests, as a line chart. ApexCharts (core and
 * the line chart only) loads lazily, on first render. The chart is hidden from assistive
 * technology: the same numbers are always in a data table, visually hidden unless `showTable`.
 * The wrapper carries `data-ready` once the chart has drawn.
 *
 * **When to use:** My Progress: a reviewee's scores per exam category over their mock exams.
 *
 * **When not to:** For a single score (write it, or use `ResultPanel`), or on pages whose budget
 * cannot take the chart's script: ApexCharts loads lazily and only here.
 *
 * **Accessibility:** The chart is hidden from assistive technology; the same numbers are always in
 * a data table (visually hidden unless `showTable`), so nothing is shown only as a picture.
 */
export function ProgressChart({
  series,
  title = 'Progress',
  headingLevel = 2,
  formatTestLabel = (n) => `Test ${n}`,
  testColumnLabel = 'Test',
  emptyText = 'No exam results yet.',
  yMax,
  formatValue,
  showTable = false,
  height = 320,
  className,
  ref,
}: ProgressChartProps) {
  const headingId = useId();
  const [isReady, setReady] = useState(false);
  // ApexCharts draws SVG attributes, which cannot read CSS custom properties: resolve the
  // theme's colours once the wrapper is in the page.
  const [palette, setPalette] = useState<{ colors: string[]; text: string; grid: string } | null>(null);
  const measure = (element: HTMLElement | null) => {
    if (!element || palette) return;
    const style = getComputedStyle(element);
    const read = (name: string) => style.getPropertyValue(name).trim();
    setPalette({
      colors: seriesColorVariables.map(read),
      text: read('--ds-color-text-muted'),
      grid: read('--ds-color-border'),
    });
  };

  const figureRef = useMergedRef(measure, ref);
  const testCount = Math.max(0, ...series.map((s) => s.scores.length));
  const labels = Array.from({ length: testCount }, (_, i) => formatTestLabel(i + 1));
  const isEmpty = testCount === 0 || series.every((s) => s.scores.every((score) => score === null));

  const table = (
    <table>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{testColumnLabel}</th>
          {series.map((s) => (
            <th scope="col" key={s.name}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {series.map((s) => (
              <td key={s.name}>{formatScore(s.scores[index], formatValue)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <Figure
      elementType="section"
      variant="outlined"
      ref={figureRef}
      className={className}
      aria-labelledby={headingId}
      data-ready={isEmpty || isReady ? '' : undefined}
    >
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      {isEmpty ? (
        <p className="chart-empty">{emptyText}</p>
      ) : (
        <>
          {/* Reserves the chart's height before it loads, so nothing below jumps. Inert: the
              chart is a picture of the table below, with nothing to focus or read. */}
          <div
            className="chart-area"
            aria-hidden="true"
            inert
            style={{ '--chart-height': `${height}px` } as CSSProperties}
          >
            {palette ? (
              <Suspense fallback={null}>
                <ProgressChartCanvas
                  labels={labels}
                  series={series.map((s) => ({ name: s.name, data: [...s.scores] }))}
                  colors={palette.colors}
                  textColor={palette.text}
                  gridColor={palette.grid}
                  height={height}
                  yMax={yMax}
                  formatValue={formatValue}
                  onReady={() => setReady(true)}
                />
              </Suspense>
            ) : null}
          </div>
          {showTable ? table : <VisuallyHidden>{table}</VisuallyHidden>}
        </>
      )}
    </Figure>
  );
}
