import { describe, expect, it } from 'vitest';
import { formatDay, formatWhen } from './dates.ts';

describe('console dates', () => {
  it("should write moments in Manila's time, whatever the computer's zone", () => {
    // 17:30 UTC on the 23rd is 1:30 AM on the 24th in Manila.
    expect(formatWhen('2026-11-23T17:30:00Z')).toBe('Nov 24, 2026, 1:30 AM');
    expect(formatDay('2026-11-23T17:30:00Z')).toBe('Nov 24, 2026');
  });
});
