import { describe, expect, it } from 'vitest';
import { OFFERINGS } from './seed-data.ts';

describe('seed data', () => {
  it('should seed the five offerings of product §9 with their BEED and other prices', () => {
    const pairs = OFFERINGS.filter((o) => o.beed_price !== undefined).map((o) => [o.beed_price, o.price]);
    expect(pairs).toEqual([
      [9_000, 10_500],
      [8_000, 9_500],
      [5_500, 7_000],
      [7_500, 9_000],
      [6_000, 7_500],
    ]);
  });

  it('should seed one offering whose enrollment has not started and one whose enrollment has ended', () => {
    const windows = OFFERINGS.flatMap((o) => (o.enrollmentWindowDays ? [o.enrollmentWindowDays] : []));
    expect(windows.some(([start]) => start > 0)).toBe(true);
    expect(windows.some(([, end]) => end < 0)).toBe(true);
  });
});
