import type { RefAttributes } from 'react';
import { GridList, GridListItem, type Key, type Selection } from 'react-aria-components';
import styled from 'styled-components';
import { FlagIcon } from '../Icon/FlagIcon.tsx';
import { focusRing } from '../styles/focusRing.ts';

export interface ExamPaletteItem {
  /** The question's id, raised by `onSelect`. */
  id: string;
  /** Whether the reviewee has answered it. */
  isAnswered: boolean;
  /**
   * Whether the reviewee flagged it for review: the cell carries a flag (a shape, not a colour).
   * @default false
   */
  isFlagged?: boolean;
}

const Grid = styled(GridList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(2.75rem, 1fr));
  gap: var(--ds-space-2);
  padding: 0;
  margin: 0;
  max-inline-size: 24rem;

  .react-aria-GridListItem {
    --cell-bg: var(--ds-color-surface);
    --cell-fg: var(--ds-color-text);
    --cell-border: var(--ds-color-text-muted);

    display: flex;
    align-items: center;
    justify-content: center;
    min-block-size: 44px; /* WCAG 2.5.8 target size */
    border: 2px solid var(--cell-border);
    border-radius: var(--ds-radius-sm);
    background: var(--cell-bg);
    color: var(--cell-fg);
    font-weight: var(--ds-font-weight-semibold);
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    outline: none;
    position: relative;
  }
  /* The flag sits in the cell's corner, in the cell's text colour whatever its state. */
  .react-aria-GridListItem svg {
    position: absolute;
    inset-block-start: 1px;
    inset-inline-end: 1px;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    fill: currentColor;
  }
  .react-aria-GridListItem[data-status='answered'] {
    --cell-bg: var(--ds-color-success-surface);
    --cell-fg: var(--ds-color-success);
    --cell-border: var(--ds-color-success);
  }
  .react-aria-GridListItem[data-selected] {
    --cell-bg: var(--ds-color-primary);
    --cell-fg: var(--ds-color-on-primary);
    --cell-border: var(--ds-color-primary);
  }
  .react-aria-GridListItem[data-focus-visible] {
    ${focusRing}
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-3);
  padding: 0;
  margin: var(--ds-space-2) 0 0;
  list-style: none;
  font-size: var(--ds-font-size-sm);
  color: var(--ds-color-text-muted);

  li::before {
    content: '';
    display: inline-block;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    margin-inline-end: var(--ds-space-1);
    border: 2px solid var(--ds-color-text-muted);
    border-radius: 2px;
    vertical-align: -0.1em;
  }
  li[data-status='current']::before {
    background: var(--ds-color-primary);
    border-color: var(--ds-color-primary);
  }
  li[data-status='answered']::before {
    background: var(--ds-color-success-surface);
    border-color: var(--ds-color-success);
  }
  li[data-status='flagged'] {
    display: inline-flex;
    align-items: center;
    white-space: nowrap;
  }
  li[data-status='flagged']::before {
    display: none;
  }
  li[data-status='flagged'] svg {
    flex: none;
    inline-size: 0.9rem;
    block-size: 0.9rem;
    margin-inline-end: var(--ds-space-1);
    fill: currentColor;
  }
`;

const FlaggedCount = styled.p`
  margin: 0 0 var(--ds-space-2);
  font-size: var(--ds-font-size-sm);
`;

export interface ExamPaletteProps extends RefAttributes<HTMLDivElement> {
  /** The exam's questions in order; each cell shows its number (position + 1). */
  items: readonly ExamPaletteItem[];
  /** The id of the question on screen. */
  currentId: string | null;
  /** Raised when the reviewee picks a question (click, Enter or Space). */
  onSelect: (id: string) => void;
  /**
   * Accessible name of the palette.
   * @default 'Questions'
   */
  'aria-label'?: string;
  /**
   * Each cell's accessible name, which carries its state (colour alone would not, WCAG 1.4.1).
   * @default `Question ${n}, answered` / `Question ${n}, not answered`, then `, flagged` when flagged
   */
  formatItemLabel?: (number: number, isAnswered: boolean, isFlagged: boolean) => string;
  /**
   * Legend texts for the states; pass `null` to hide the legend. `flagged` shows only with
   * `isFlaggable`.
   * @default { current: 'Current', answered: 'Answered', unanswered: 'Not answered', flagged: 'Flagged' }
   */
  legend?: { current: string; answered: string; unanswered: string; flagged?: string } | null;
  /**
   * Whether questions can be flagged for review: the palette then counts the flagged questions
   * above the grid and its legend explains the flag.
   * @default false
   */
  isFlaggable?: boolean;
  /**
   * The count of flagged questions, shown with `isFlaggable`.
   * @default 'No question flagged' / '1 question flagged' / `${n} questions flagged`
   */
  formatFlaggedCount?: (flagged: number) => string;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

const defaultLegend = { current: 'Current', answered: 'Answered', unanswered: 'Not answered', flagged: 'Flagged' };

const defaultItemLabel = (n: number, answered: boolean, flagged: boolean) =>
  `Question ${n}, ${answered ? 'answered' : 'not answered'}${flagged ? ', flagged' : ''}`;
const defaultFlaggedCount = (flagged: number) =>
  flagged === 0 ? 'No question flagged' : `${flagged} ${flagged === 1 ? 'question' : 'questions'} flagged`;

/**
 * The question palette of an exam: one numbered cell per question, showing which is current and
 * which are answered. A React Aria GridList in grid layout gives arrow-key navigation in two
 * dimensions, Home/End and a single tab stop; Enter or Space jumps to the question.
 *
 * **When to use:** Beside an exam's question, to jump to any question and see which are answered.
 *
 * **When not to:** For a handful of steps (use `WizardStepper`) or for pagination of a list (use
 * `LoadMore`).
 *
 * **Accessibility:** A grid with one tab stop: arrow keys, Home and End move; Enter or Space opens
 * the question. Answered, flagged and current states are in each cell's name, not only in its
 * colour; a flagged cell carries a flag, and the legend explains them.
 */
export function ExamPalette({
  items,
  currentId,
  onSelect,
  'aria-label': ariaLabel = 'Questions',
  formatItemLabel = defaultItemLabel,
  legend = defaultLegend,
  isFlaggable = false,
  formatFlaggedCount = defaultFlaggedCount,
  className,
  ref,
}: ExamPaletteProps) {
  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [key] = selection as Set<Key>;
    if (key !== undefined) onSelect(String(key));
  };
  return (
    <div className={className} ref={ref}>
      {isFlaggable ? (
        <FlaggedCount>{formatFlaggedCount(items.filter((item) => item.isFlagged).length)}</FlaggedCount>
      ) : null}
      <Grid
        aria-label={ariaLabel}
        layout="grid"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={currentId === null ? [] : [currentId]}
        onSelectionChange={onSelectionChange}
      >
        {items.map((item, index) => (
          <GridListItem
            key={item.id}
            id={item.id}
            textValue={String(index + 1)}
            aria-label={formatItemLabel(index + 1, item.isAnswered, item.isFlagged ?? false)}
            data-status={item.isAnswered ? 'answered' : 'unanswered'}
            data-flagged={item.isFlagged || undefined}
          >
            {index + 1}
            {item.isFlagged ? <FlagIcon /> : null}
          </GridListItem>
        ))}
      </Grid>
      {legend ? (
        <Legend aria-hidden="true">
          <li data-status="current">{legend.current}</li>
          <li data-status="answered">{legend.answered}</li>
          <li data-status="unanswered">{legend.unanswered}</li>
          {isFlaggable && legend.flagged ? (
            <li data-status="flagged">
              <FlagIcon />
              {legend.flagged}
            </li>
          ) : null}
        </Legend>
      ) : null}
    </div>
  );
}
