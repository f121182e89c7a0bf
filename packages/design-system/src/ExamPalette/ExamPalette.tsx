import {
  memo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefAttributes,
} from 'react';
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

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(2.75rem, 1fr));
  gap: var(--ds-space-2);
  padding: 0;
  margin: 0;
  max-inline-size: 24rem;

  [role='row'] {
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
  [role='row'] svg {
    position: absolute;
    inset-block-start: 1px;
    inset-inline-end: 1px;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    fill: currentColor;
  }
  [role='row'][data-status='answered'] {
    --cell-bg: var(--ds-color-success-surface);
    --cell-fg: var(--ds-color-success);
    --cell-border: var(--ds-color-success);
  }
  [role='row'][aria-selected='true'] {
    --cell-bg: var(--ds-color-primary);
    --cell-fg: var(--ds-color-on-primary);
    --cell-border: var(--ds-color-primary);
  }
  [role='row']:focus-visible {
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

interface CellProps {
  id: string;
  number: number;
  label: string;
  isAnswered: boolean;
  isFlagged: boolean;
  isSelected: boolean;
  /** The grid's one tab stop. */
  isTabbable: boolean;
}

/**
 * One question's cell: a row of one grid cell, as the WAI-ARIA grid pattern has a list laid out
 * in two dimensions. Its props are plain values, so an answer re-renders only its own cell.
 */
const Cell = memo(function Cell({ id, number, label, isAnswered, isFlagged, isSelected, isTabbable }: CellProps) {
  return (
    <div
      role="row"
      data-key={id}
      aria-label={label}
      aria-selected={isSelected}
      tabIndex={isTabbable ? 0 : -1}
      data-status={isAnswered ? 'answered' : 'unanswered'}
      data-flagged={isFlagged || undefined}
    >
      <div role="gridcell" style={{ display: 'contents' }}>
        {number}
        {isFlagged ? <FlagIcon /> : null}
      </div>
    </div>
  );
});

/** How many cells the grid's first line holds, from the layout (one when it has none, as in jsdom). */
function columnsOf(cells: readonly HTMLElement[]): number {
  const top = cells[0]?.offsetTop;
  const columns = cells.findIndex((cell) => cell.offsetTop !== top);
  return columns > 0 ? columns : Math.max(cells.length, 1);
}

/** The cell index a key moves to from `index`, or null for a key the grid does not handle. */
function target(key: string, index: number, count: number, columns: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The question palette of an exam: one numbered cell per question, showing which is current and
 * which are answered. A grid with one tab stop (WAI-ARIA APG grid, roving tabindex): arrow keys
 * move in two dimensions as the cells are laid out, Home and End go to the first and the last
 * question; Enter or Space jumps to the question. Written for the exam's 150 questions: choosing
 * an answer re-renders one cell, not a collection of 150 (decision 0086).
 *
 * **When to use:** Beside an exam's question, to jump to any question and see which are answered.
 *
 * **When not to:** For a handful of steps (use `WizardStepper`) or for pagination of a list (use
 * `LoadMore`).
 *
 * **Accessibility:** A grid with one tab stop: arrow keys, Home and End move, without scrolling
 * the page; Enter or Space opens the question. Answered, flagged and current states are in each
 * cell's name, not only in its colour; a flagged cell carries a flag, and the legend explains them.
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
  const grid = useRef<HTMLDivElement>(null);
  // The cell focus is on while it is in the grid; elsewhere, Tab comes back to the current one.
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const tabbableId = focusedId ?? currentId ?? items[0]?.id ?? null;
  const keyOf = (element: EventTarget | null) =>
    element instanceof Element ? (element.closest('[role="row"]')?.getAttribute('data-key') ?? null) : null;
  const choose = (id: string | null) => {
    if (id !== null && id !== currentId) onSelect(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const id = keyOf(event.target);
    if (id === null || event.altKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(id);
      return;
    }
    const cells = [...(grid.current?.querySelectorAll<HTMLElement>('[role="row"]') ?? [])];
    const index = cells.findIndex((cell) => cell.dataset.key === id);
    const next = target(event.key, index, cells.length, columnsOf(cells));
    if (next === null) return;
    // The page does not scroll too: focus brings the cell into view, clear of the sticky header.
    event.preventDefault();
    cells[next]?.focus();
  };

  return (
    <div className={className} ref={ref}>
      {isFlaggable ? (
        <FlaggedCount>{formatFlaggedCount(items.filter((item) => item.isFlagged).length)}</FlaggedCount>
      ) : null}
      <Grid
        ref={grid}
        role="grid"
        aria-label={ariaLabel}
        onKeyDown={onKeyDown}
        onClick={(event: MouseEvent<HTMLDivElement>) => choose(keyOf(event.target))}
        onFocus={(event: FocusEvent<HTMLDivElement>) => setFocusedId(keyOf(event.target))}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          if (!grid.current?.contains(event.relatedTarget)) setFocusedId(null);
        }}
      >
        {items.map((item, index) => (
          <Cell
            key={item.id}
            id={item.id}
            number={index + 1}
            label={formatItemLabel(index + 1, item.isAnswered, item.isFlagged ?? false)}
            isAnswered={item.isAnswered}
            isFlagged={item.isFlagged ?? false}
            isSelected={item.id === currentId}
            isTabbable={item.id === tabbableId}
          />
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
