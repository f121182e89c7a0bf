import { describe, expect, it } from 'vitest';
import { fromManilaInput, toManilaInput } from './publish-date.ts';

describe('publish date', () => {
  it('should show an instant as Manila time and read it back', () => {
    expect(toManilaInput('2026-11-26T00:30:00.000Z')).toBe('2026-11-26T08:30');
    expect(fromManilaInput('2026-11-26T08:30')).toBe('2026-11-26T00:30:00.000Z');
  });
  it('should hand back what is not a date and time, for the schema to name', () => {
    expect(fromManilaInput('')).toBe('');
    expect(fromManilaInput('soon')).toBe('soon');
  });
});
