import { PRICE_OVERRIDES } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { OFFERINGS } from './seed-data.ts';

describe('seed data', () => {
  it('should seed the five override offerings at the price for courses other than BEED (spec §9)', () => {
    const seeded = Object.fromEntries(OFFERINGS.map((o) => [o.id, o.price]));
    expect(seeded).toEqual(Object.fromEntries(Object.entries(PRICE_OVERRIDES).map(([id, o]) => [id, o.other])));
  });
});
