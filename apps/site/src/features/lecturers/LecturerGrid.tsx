import styled from 'styled-components';

/** A responsive list of lecturer cards. */
export const LecturerGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: var(--ds-space-4);
  margin: 0 0 var(--ds-space-3);
  padding: 0;
  list-style: none;
`;
