import type { CSSProperties } from 'react';

/** The lists of a screen: cards in a responsive grid, without list markers. */
export const screenGrid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: 'var(--ds-space-4)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
};
