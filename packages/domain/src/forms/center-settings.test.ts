import { describe, expect, it } from 'vitest';
import { centerSettingsInputSchema, emptyCenterSettings } from './center-settings.ts';

const { sample: _sample, ...empty } = emptyCenterSettings();
const messagesFor = (bannerOfferings: unknown) => {
  const result = centerSettingsInputSchema.safeParse({ ...empty, bannerOfferings });
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path[0] === 'bannerOfferings').map((i) => [i.path.join('.'), i.message]);
};

describe('centerSettingsInputSchema: the home banner’s offerings (decision 0057)', () => {
  it.each([[[]], [['offering-a']], [['offering-a', 'offering-b']]])('should accept %j', (ids) => {
    expect(messagesFor(ids)).toEqual([]);
  });

  it('should refuse a third offer', () => {
    expect(messagesFor(['a', 'b', 'c'])).toEqual([['bannerOfferings', 'At most 2 banner offers']]);
  });

  it('should refuse the same offer twice, beside the second', () => {
    expect(messagesFor(['a', 'a'])).toEqual([
      ['bannerOfferings.1', 'Second banner offer is already the first banner offer: choose another, or None'],
    ]);
  });

  it.each([[''], ['   '], ['x'.repeat(101)], [7]])('should refuse %j as an offering id', (id) => {
    expect(messagesFor(['a', id])).toEqual([['bannerOfferings.1', 'Banner offer must be an offering id']]);
  });

  it('should accept an id of 100 characters', () => {
    expect(messagesFor(['x'.repeat(100)])).toEqual([]);
  });

  it('should require the field in what an administrator sends', () => {
    const { bannerOfferings: _omitted, ...withoutBanner } = empty;
    expect(centerSettingsInputSchema.safeParse(withoutBanner).success).toBe(false);
  });
});
