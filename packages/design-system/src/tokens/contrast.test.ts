import { describe, expect, it } from 'vitest';
import { evergreenTheme, reviewCenterTheme, type Theme } from './theme.ts';
import type { ThemeColors } from './tokens.ts';

// WCAG 2.2 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

type Pair = [foreground: keyof ThemeColors, background: keyof ThemeColors, minimum: number];

/** Text pairs need 4.5:1 (SC 1.4.3); control borders and the focus ring 3:1 (SC 1.4.11). */
const pairs: Pair[] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceMuted', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['primary', 'surface', 4.5],
  ['primary', 'background', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['onAccent', 'accent', 4.5],
  ['onPrimary', 'danger', 4.5],
  ['danger', 'dangerSurface', 4.5],
  ['danger', 'surface', 4.5],
  ['success', 'successSurface', 4.5],
  ['warning', 'warningSurface', 4.5],
  ['textMuted', 'surface', 3],
];

describe.each<[string, Theme]>([
  ['reviewCenterTheme', reviewCenterTheme],
  ['evergreenTheme', evergreenTheme],
])('%s colours', (_name, theme) => {
  it.each(pairs)('should give %s on %s a contrast of at least %s:1', (fg, bg, minimum) => {
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(minimum);
  });
});

/**
 * Every theme colour a focus ring can sit on: page and card surfaces, the tinted panels, the
 * navy header band, footer and banner (primary), hovered buttons, the gold accent, the exam
 * palette's and the result panels' tints, and the border grey of progress tracks.
 */
const ringSurfaces: (keyof ThemeColors)[] = [
  'background',
  'surface',
  'surfaceMuted',
  'primary',
  'primaryHover',
  'accent',
  'border',
  'danger',
  'dangerSurface',
  'success',
  'successSurface',
  'warning',
  'warningSurface',
];

describe.each<[string, Theme]>([
  ['reviewCenterTheme', reviewCenterTheme],
  ['evergreenTheme', evergreenTheme],
])('%s focus ring (decision 0020)', (_name, theme) => {
  const { focusRing, focusRingHalo } = theme.colors;

  it('should draw its two tones at least 3:1 apart, so the ring is its own edge', () => {
    expect(contrast(focusRing, focusRingHalo)).toBeGreaterThanOrEqual(3);
  });

  // SC 1.4.11 and 2.4.7: on each surface, one of the two tones stands out by 3:1.
  it.each(ringSurfaces)('should show a tone of 3:1 or more on %s', (surface) => {
    const behind = theme.colors[surface];
    expect(Math.max(contrast(focusRing, behind), contrast(focusRingHalo, behind))).toBeGreaterThanOrEqual(3);
  });
});

describe('contrast', () => {
  it('should measure black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#19376d', '#19376d')).toBe(1);
  });
});
