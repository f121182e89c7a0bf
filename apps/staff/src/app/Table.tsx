import styled from 'styled-components';

/**
 * The console's data table: dense rows, a header that stays readable, zebra stripes. It never
 * runs past the window: a long word (an e-mail, a receipt id) breaks where it must, so the columns
 * share the width at 1024 px as at 1280 px.
 */
export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  margin-block: var(--ds-space-4);
  background: var(--ds-color-surface);

  th,
  td {
    text-align: start;
    padding: var(--ds-space-2) var(--ds-space-3);
    border-block-end: 1px solid var(--ds-color-border);
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    font-weight: var(--ds-font-weight-bold);
  }
  tbody tr:nth-child(even) {
    background: var(--ds-color-surface-muted);
  }
`;
