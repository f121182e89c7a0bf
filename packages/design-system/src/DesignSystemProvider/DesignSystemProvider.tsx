import type { ReactNode } from 'react';
import { GlobalStyle } from '../GlobalStyle/GlobalStyle.tsx';
import { reviewCenterTheme, type Theme } from '../tokens/theme.ts';

export interface DesignSystemProviderProps {
  /**
   * The brand theme (the `Theme` contract). Build your own with `createTheme`.
   * @default reviewCenterTheme
   */
  theme?: Theme;
  /**
   * Whether to inject the global style (resets, `--ds-*` variables, font).
   * @default true
   */
  withGlobalStyle?: boolean;
  /** The application (or story) that the theme and global styles apply to. */
  children: ReactNode;
}

/**
 * Brands everything below it: the theme's `--ds-*` custom properties and the global style. It
 * provides no styled-components theme, so an app's own `ThemeProvider` (inside or outside it)
 * keeps serving the app's own styled components (decision 0041).
 */
export function DesignSystemProvider({
  theme = reviewCenterTheme,
  withGlobalStyle = true,
  children,
}: DesignSystemProviderProps) {
  return (
    <>
      {withGlobalStyle ? <GlobalStyle theme={theme} /> : null}
      {children}
    </>
  );
}
