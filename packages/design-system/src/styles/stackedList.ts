import { css } from 'styled-components';

/** A list drawn as a plain column of items, without bullets or the browser's indent. */
export const stackedList = css`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;
