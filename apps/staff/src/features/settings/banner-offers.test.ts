import { describe, expect, it } from 'vitest';
import { knownBannerOffers, withBannerOffer } from './banner-offers.ts';

describe('withBannerOffer', () => {
  it.each([
    [[], 0, 'a', ['a']],
    [['a'], 1, 'b', ['a', 'b']],
    [['a', 'b'], 0, 'c', ['c', 'b']],
    [['a', 'b'], 1, null, ['a']],
    // "None" for the first: the second becomes the first, as the banner shows it.
    [['a', 'b'], 0, null, ['b']],
    [['a'], 0, null, []],
  ] as const)('should make %j with offer %i set to %j into %j', (ids, index, id, expected) => {
    expect(withBannerOffer(ids, index, id)).toEqual(expected);
  });
});

describe('knownBannerOffers', () => {
  const list = (ids: string[], totalDocs = ids.length) => ({ docs: ids.map((_id) => ({ _id })), totalDocs });

  it('should drop an offer that is no longer an offering, keeping the order of the rest', () => {
    expect(knownBannerOffers(['gone', 'b', 'a'], list(['a', 'b']))).toEqual(['b', 'a']);
  });

  it('should keep every offer while the list is partial or not loaded', () => {
    expect(knownBannerOffers(['x', 'a'], list(['a'], 101))).toEqual(['x', 'a']);
    expect(knownBannerOffers(['x'], undefined)).toEqual(['x']);
  });
});
