import styled from 'styled-components';

/** The tables of My Exams and My Progress: bordered cells, the caption as the table's heading. */
export const ExamTable = styled.table`
  border-collapse: collapse;
  margin-block: var(--ds-space-3);

  caption {
    text-align: start;
    font-weight: var(--ds-font-weight-bold);
    padding-block-end: var(--ds-space-2);
  }
  th,
  td {
    padding: var(--ds-space-1) var(--ds-space-3);
    border: 1px solid var(--ds-color-border);
    text-align: start;
  }
`;

/** Exams as a list of cards, each with its heading, facts and action. */
export const ExamList = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: var(--ds-space-3);

  > li {
    padding: var(--ds-space-3) var(--ds-space-4);
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-md);
  }
  h3 {
    margin-block: 0 var(--ds-space-2);
  }
`;

/** The progress chart with its table beside it on a wide screen, below it on a phone. */
export const ProgressLayout = styled.div`
  display: grid;
  gap: var(--ds-space-4);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;

  > * {
    min-inline-size: 0;
  }
`;

/**
 * A table wider than a phone (a column per test taken) scrolls inside its own box instead of
 * widening the page; the box takes focus so the keyboard can scroll it too.
 */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-inline-size: 100%;

  &:focus-visible {
    outline: 3px solid var(--ds-color-focus, var(--ds-color-primary));
    outline-offset: 2px;
  }
`;
