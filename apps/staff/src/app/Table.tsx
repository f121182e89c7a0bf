import styled from 'styled-components';

/** The console's data table: dense rows, a header that stays readable, zebra stripes. */
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
  }
  th {
    font-weight: var(--ds-font-weight-bold);
  }
  /* A reference or a name that opens its record stays on one line. */
  td a {
    white-space: nowrap;
  }
  tbody tr:nth-child(even) {
    background: var(--ds-color-surface-muted);
  }
`;
