import { createTheme } from '@review-center/design-system';

/** This app's own styled-components theme, with a shape of its own. */
export interface AppTheme {
  colors: { brand: string; ink: string };
}

declare module 'styled-components' {
  // Before the design system left DefaultTheme alone, this clashed with its augmentation (TS2430).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

export const appTheme: AppTheme = { colors: { brand: '#7b2d8e', ink: '#1a1a2e' } };

/** The design system's theme contract, in this review center's brand. */
export const brand = createTheme({
  name: 'Another Review Center',
  colors: { primary: '#7b2d8e', primaryHover: '#5c1f6b', focusRing: '#7b2d8e', accent: '#f4a300' },
  radii: { md: '12px' },
});
