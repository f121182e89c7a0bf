import styled from 'styled-components';

/** A column of cards (enrollments, payments): a list for screen readers, without bullets or indent. */
export const CardList = styled.ul`
  display: grid;
  gap: var(--ds-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;
