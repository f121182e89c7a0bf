import styled from 'styled-components';

/** A part of a page set apart on the surface: a form above a list (the question import, the statement upload). */
export const Panel = styled.section`
  background: var(--ds-color-surface);
  padding: var(--ds-space-4);
  margin-block: var(--ds-space-4);
  display: grid;
  gap: var(--ds-space-3);
`;
