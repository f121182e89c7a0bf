import {
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

/** A scale of the theme: one CSS value per step the design system names. */
type Scale<Steps extends object, Value = string> = { [Step in keyof Steps]: Value };

/**
 * The theme contract: what a review center supplies to bring its own brand. Every value becomes
 * a `--ds-*` custom property on `:root` (`themeToCssVariables`, written by `GlobalStyle`), and the
 * components read only those properties, never this object: the design system takes no part in
 * styled-components' `DefaultTheme`, so an app's own theme stays its own (decision 0041). Build
 * one with `createTheme` (only what differs), or write every key yourself.
 */
export interface Theme {
  /** The brand's name, e.g. in Storybook's theme switch. */
  name: string;
  /** Semantic colours, `--ds-color-*` (kebab case). Keep the contrast pairs WCAG 2.2 AA asks for. */
  colors: ThemeColors;
  /** Spacing steps `0`–`8` as CSS lengths, `--ds-space-*`. */
  space: Scale<typeof space>;
  /** Corner radii, `--ds-radius-*`. */
  radii: Scale<typeof radii>;
  /** The type scale, `--ds-font-size-*`. */
  fontSizes: Scale<typeof fontSizes>;
  /** Font weights as numbers, `--ds-font-weight-*`. */
  fontWeights: Scale<typeof fontWeights, number>;
  /** Unitless line heights, `--ds-line-height-*`. */
  lineHeights: Scale<typeof lineHeights, number>;
  /** Elevation as `box-shadow` values, `--ds-shadow-*`. */
  shadows: Scale<typeof shadows>;
  /** Transition durations, `--ds-duration-*` (cut to almost nothing for reduced motion). */
  durations: Scale<typeof durations>;
  /** Font stacks; `body` is `--ds-font-body`. */
  fonts: { body: string };
}

/** What `createTheme` takes: a name, and in each group only the values that differ. */
export type ThemeOverrides = { name: string } & { [Group in Exclude<keyof Theme, 'name'>]?: Partial<Theme[Group]> };

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
  fonts,
};

/** Builds a brand theme from the default one: pass only what differs. */
export function createTheme({ name, ...overrides }: ThemeOverrides): Theme {
  const theme: Record<string, unknown> = { ...reviewCenterTheme, name };
  for (const [group, values] of Object.entries(overrides)) {
    theme[group] = { ...reviewCenterTheme[group as keyof typeof overrides], ...values };
  }
  return theme as unknown as Theme;
}

/**
 * A second brand, proving that a review center can bring its own colours. Marked pure so that a
 * bundle which never uses it leaves it out.
 */
export const evergreenTheme = /* @__PURE__ */ createTheme({
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
  for (const [key, value] of Object.entries(theme.lineHeights)) lines.push(`--ds-line-height-${key}: ${value};`);
  for (const [key, value] of Object.entries(theme.shadows)) lines.push(`--ds-shadow-${key}: ${value};`);
  for (const [key, value] of Object.entries(theme.durations)) lines.push(`--ds-duration-${key}: ${value};`);
  lines.push(`--ds-font-body: ${theme.fonts.body};`);
  return lines.join('\n');
}
