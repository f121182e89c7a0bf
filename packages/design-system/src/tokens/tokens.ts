/**
 * Design tokens. Primitive scales are written once; semantic roles map onto them and are
 * emitted as CSS custom properties (`--ds-*`) that a brand theme swaps (docs/style.md#components).
 * Colour pairs are chosen for WCAG 2.2 AA contrast (4.5:1 for text, 3:1 for UI parts).
 */
export const palette = {
  navy900: '#0b2447',
  navy700: '#19376d',
  navy600: '#1d4587',
  blue50: '#eef4ff',
  gold500: '#f2b705',
  red700: '#b42318',
  red50: '#fef3f2',
  green700: '#067647',
  green50: '#ecfdf3',
  amber700: '#b54708',
  amber50: '#fffaeb',
  gray900: '#101828',
  gray700: '#344054',
  gray600: '#475467',
  gray300: '#d0d5dd',
  gray100: '#f2f4f7',
  white: '#ffffff',
} as const;

export interface ThemeColors {
  /** Page background. */
  background: string;
  /** Raised surfaces: cards, dialogs. */
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  /** Brand action colour; `onPrimary` is the text drawn on it. */
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  /** The focus ring's outer tone, drawn as the outline (decision 0020). */
  focusRing: string;
  /** The ring's inner tone, between the control and the outline: 3:1 wherever `focusRing` is not. */
  focusRingHalo: string;
  danger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  warning: string;
  warningSurface: string;
}

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
} as const;
export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  '2xl': '2rem',
  '3xl': '2.5rem',
} as const;
/** Emitted as `--ds-font-weight-*`; components never write a number. */
export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 } as const;
export const lineHeights = { tight: 1.2, normal: 1.5 } as const;
export const shadows = {
  sm: '0 1px 2px rgb(16 24 40 / 0.08)',
  md: '0 4px 12px rgb(16 24 40 / 0.12)',
  lg: '0 12px 32px rgb(16 24 40 / 0.18)',
} as const;
export const durations = { fast: '120ms', normal: '200ms', slow: '400ms' } as const;
/** Min-width breakpoints, mobile first. */
export const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' } as const;

type Breakpoint = keyof typeof breakpoints;
const atLeast = <K extends Breakpoint>(key: K) => `(min-width: ${breakpoints[key]})` as const;

/**
 * The breakpoints as query conditions, for `@media ${minWidth.md}` and `@container ${minWidth.md}`.
 * A query cannot read a CSS custom property, so breakpoints are TypeScript constants, not `--ds-*`.
 */
export const minWidth = { sm: atLeast('sm'), md: atLeast('md'), lg: atLeast('lg'), xl: atLeast('xl') } as const;
export const fonts = {
  body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;
