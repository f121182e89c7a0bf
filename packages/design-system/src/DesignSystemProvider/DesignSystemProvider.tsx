import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../GlobalStyle/GlobalStyle.tsx';
import { reviewCenterTheme, type Theme } from '../tokens/theme.ts';

export interface DesignSystemProviderProps {
  /**
   * The brand theme. Build your own with `createTheme`.
   * @default reviewCenterTheme
   */
  theme?: Theme;
  /**
   * Whether to inject the global style (resets, `--ds-*` variables, font).
   * @default true
   */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

/** Supplies the theme, and by default the global style, to everything below it. */
export function DesignSystemProvider({
  theme = reviewCenterTheme,
  withGlobalStyle = true,
  children,
}: DesignSystemProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
