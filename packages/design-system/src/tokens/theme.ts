import {
  breakpoints,
  durations,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  palette,
  radii,
  shadows,
  space,
  type ThemeColors,
} from './tokens.ts';

/** A complete theme. Another review center supplies its own with `createTheme`. */
export interface Theme {
  name: string;
  colors: ThemeColors;
  space: typeof space;
  radii: typeof radii;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  lineHeights: typeof lineHeights;
  shadows: typeof shadows;
  durations: typeof durations;
  breakpoints: typeof breakpoints;
  fonts: { body: string };
}

export const reviewCenterTheme: Theme = {
  name: 'Review Center',
  colors: {
    background: palette.gray100,
    surface: palette.white,
    surfaceMuted: palette.blue50,
    text: palette.gray900,
    textMuted: palette.gray600,
    border: palette.gray300,
    primary: palette.navy700,
    primaryHover: palette.navy900,
    onPrimary: palette.white,
    accent: palette.gold500,
    onAccent: palette.navy900,
    focusRing: palette.navy600,
    focusRingHalo: palette.white,
    danger: palette.red700,
    dangerSurface: palette.red50,
    success: palette.green700,
    successSurface: palette.green50,
    warning: palette.amber700,
    warningSurface: palette.amber50,
  },
  space,
  radii,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  durations,
  breakpoints,
  fonts,
};

/** Builds a brand theme from the default one: pass only what differs. */
export function createTheme(overrides: {
  name: string;
  colors?: Partial<ThemeColors>;
  fonts?: Partial<Theme['fonts']>;
}): Theme {
  return {
    ...reviewCenterTheme,
    name: overrides.name,
    colors: { ...reviewCenterTheme.colors, ...overrides.colors },
    fonts: { ...reviewCenterTheme.fonts, ...overrides.fonts },
  };
}

/** A second brand, proving that a review center can bring its own colours. */
export const evergreenTheme = createTheme({
  name: 'Evergreen Review Hub',
  colors: {
    primary: '#0f5132',
    primaryHover: '#0a3622',
    focusRing: '#146c43',
    accent: '#ffc107',
    onAccent: '#212529',
    surfaceMuted: '#e8f5ee',
  },
});

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The theme as `--ds-*` custom properties, which components read. */
export function themeToCssVariables(theme: Theme): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(theme.colors)) lines.push(`--ds-color-${kebab(key)}: ${value};`);
  for (const [key, value] of Object.entries(theme.space)) lines.push(`--ds-space-${key}: ${value};`);
  for (const [key, value] of Object.entries(theme.radii)) lines.push(`--ds-radius-${key}: ${value};`);
  for (const [key, value] of Object.entries(theme.fontSizes)) lines.push(`--ds-font-size-${key}: ${value};`);
  for (const [key, value] of Object.entries(theme.fontWeights)) lines.push(`--ds-font-weight-${key}: ${value};`);
  for (const [key, value] of Object.entries(theme.shadows)) lines.push(`--ds-shadow-${key}: ${value};`);
  for (const [key, value] of Object.entries(theme.durations)) lines.push(`--ds-duration-${key}: ${value};`);
  lines.push(`--ds-font-body: ${theme.fonts.body};`);
  return lines.join('\n');
}

declare module 'styled-components' {
  // Types the `theme` of every styled component end to end. Declared here, beside Theme, so
  // any program that compiles the design system sees it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
