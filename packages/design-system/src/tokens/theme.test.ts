import { describe, expect, it } from 'vitest';
import { createTheme, reviewCenterTheme, themeToCssVariables } from './theme.ts';

describe('createTheme', () => {
  it('should take only what differs in each group and keep the rest of the default theme', () => {
    const theme = createTheme({ name: 'Brand', colors: { primary: '#7b2d8e' }, radii: { md: '12px' } });
    expect(theme.name).toBe('Brand');
    expect(theme.colors).toEqual({ ...reviewCenterTheme.colors, primary: '#7b2d8e' });
    expect(theme.radii).toEqual({ ...reviewCenterTheme.radii, md: '12px' });
    expect(theme.space).toEqual(reviewCenterTheme.space);
  });

  it('should become the custom properties the components read', () => {
    const css = themeToCssVariables(
      createTheme({ name: 'Brand', colors: { onPrimary: '#fff' }, space: { 4: '1.1rem' } }),
    );
    expect(css).toContain('--ds-color-on-primary: #fff;');
    expect(css).toContain('--ds-space-4: 1.1rem;');
    expect(css).toContain(`--ds-font-body: ${reviewCenterTheme.fonts.body};`);
  });
});
