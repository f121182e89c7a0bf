import { PRICE_OVERRIDES } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { OFFERINGS } from './seed-data.ts';

describe('seed data', () => {
  it('should seed the five override offerings at the price for courses other than BEED (product §9)', () => {
    const seeded = Object.fromEntries(OFFERINGS.map((o) => [o.id, o.price]));
    const overrides = Object.entries(PRICE_OVERRIDES);
    expect(overrides).toHaveLength(5);
    for (const [id, prices] of overrides) expect(seeded[id], id).toBe(prices.other);
  });

  it('should seed one offering whose enrollment has not started and one whose enrollment has ended', () => {
    const windows = OFFERINGS.flatMap((o) => (o.enrollmentWindowDays ? [o.enrollmentWindowDays] : []));
    expect(windows.some(([start]) => start > 0)).toBe(true);
    expect(windows.some(([, end]) => end < 0)).toBe(true);
  });
});
