import styled from 'styled-components';

/** A list laid out in a wrapping row, without bullets: badges, partners, chips. */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;
