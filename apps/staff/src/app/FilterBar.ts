import styled from 'styled-components';

/**
 * A list page's filters in a row that wraps: every label on one line whatever the fields'
 * descriptions below them (aligned at the top, not the bottom), and a search field twice as
 * wide as a choice, so a name being typed is not cut.
 */
export const FilterBar = styled.div`
  display: grid;
  gap: var(--ds-space-3);
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  align-items: start;
  margin-block: var(--ds-space-4);

  > :has(input[type='search']) {
    grid-column: span 2;
  }
`;
