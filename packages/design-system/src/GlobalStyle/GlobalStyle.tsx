import { createGlobalStyle } from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';
import { reviewCenterTheme, themeToCssVariables, type Theme } from '../tokens/theme.ts';

// The theme arrives as a prop, not through styled-components' ThemeProvider: the design system
// leaves an app's own `DefaultTheme` and theme context to the app (decision 0041).
// `scroll-padding-block-end`: a focused control stops above the bottom edge with room to spare. A
// radio's or checkbox's input is a hidden sliver at the top of its 44 px control: scrolled just
// into view, it left the control and its focus ring below the edge.
const GlobalStyleSheet = createGlobalStyle<{ $theme: Theme }>`
  :root {
    ${({ $theme }) => themeToCssVariables($theme)}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* A focused or scrolled-to element stops below the sticky header and the notifications under
       it (WCAG 2.4.11); SiteHeader and the toast region publish their heights (decision 0020). */
    scroll-padding-block-start: calc(
      var(--ds-header-height, 0px) + var(--ds-toast-stack-height, 0px) + var(--ds-space-2)
    );
    scroll-padding-block-end: 3rem;
  }
  body {
    margin: 0;
    font-family: var(--ds-font-body);
    font-size: var(--ds-font-size-md);
    line-height: 1.5;
    color: var(--ds-color-text);
    background: var(--ds-color-background);
  }
  img, svg { max-width: 100%; display: block; }
  :focus-visible {
    ${focusRing}
  }
  /* Honour the user's motion preference everywhere (WCAG 2.3.3). */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export interface GlobalStyleProps {
  /**
   * The brand theme whose values become the `--ds-*` custom properties.
   * @default reviewCenterTheme
   */
  theme?: Theme;
}

/** Resets, the theme's custom properties and reduced-motion handling for the whole page. */
export function GlobalStyle({ theme = reviewCenterTheme }: GlobalStyleProps) {
  return <GlobalStyleSheet $theme={theme} />;
}
