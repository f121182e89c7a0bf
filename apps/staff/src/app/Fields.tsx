import styled from 'styled-components';

/** A record's fields as a term–value list; a long address or title wraps instead of overflowing. */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--ds-space-1) var(--ds-space-3);
  margin: 0;

  dt {
    font-weight: var(--ds-font-weight-bold);
  }
  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;
