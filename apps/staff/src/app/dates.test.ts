import { describe, expect, it } from 'vitest';
import { formatDay, formatWhen, fromManilaInput, toManilaInput } from './dates.ts';

describe('console dates', () => {
  it("should write moments in Manila's time, whatever the computer's zone", () => {
    // 17:30 UTC on the 23rd is 1:30 AM on the 24th in Manila.
    expect(formatWhen('2026-11-23T17:30:00Z')).toBe('Nov 24, 2026, 1:30 AM');
    expect(formatDay('2026-11-23T17:30:00Z')).toBe('Nov 24, 2026');
  });
});

describe('a date-and-time field', () => {
  it('should show an instant as Manila time and read it back', () => {
    expect(toManilaInput('2026-11-26T00:30:00.000Z')).toBe('2026-11-26T08:30');
    expect(fromManilaInput('2026-11-26T08:30')).toBe('2026-11-26T00:30:00.000Z');
  });
  it('should hand back what is not a date and time, for the schema to name', () => {
    expect(fromManilaInput('')).toBe('');
    expect(fromManilaInput('soon')).toBe('soon');
  });
});
