import { describe, expect, it } from 'vitest';
import { addDays } from '../rules/calendar.ts';
import { centerSettingsInputSchema, emptyCenterSettings, HOLIDAY_NAME_MAX, HOLIDAYS_MAX } from './center-settings.ts';

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

describe('centerSettingsInputSchema: the holidays (decision 0078)', () => {
  const holidayMessages = (holidays: unknown) => {
    const result = centerSettingsInputSchema.safeParse({ ...empty, holidays });
    return result.success
      ? []
      : result.error.issues.filter((i) => i.path[0] === 'holidays').map((i) => [i.path.join('.'), i.message]);
  };

  it('should seed the year’s proclaimed days off, each a date once', () => {
    expect(empty.holidays).toContainEqual({ date: '2026-11-30', name: 'Bonifacio Day' });
    expect(holidayMessages(empty.holidays)).toEqual([]);
  });

  it('should accept a client’s settings that predate the list, without one (the server keeps the stored list)', () => {
    const { holidays: _holidays, ...older } = empty;
    expect(centerSettingsInputSchema.parse(older).holidays).toBeUndefined();
  });

  it.each([
    ['', 'Holiday date must be a date, like 2026-12-25'],
    ['2026-02-30', 'Holiday date must be a date, like 2026-12-25'],
    ['30/11/2026', 'Holiday date must be a date, like 2026-12-25'],
  ])('should refuse %j as a date, naming the field', (date, message) => {
    expect(holidayMessages([{ date, name: 'Day off' }])).toEqual([['holidays.0.date', message]]);
  });

  it.each([
    ['x'.repeat(HOLIDAY_NAME_MAX), []],
    ['x'.repeat(HOLIDAY_NAME_MAX + 1), [['holidays.0.name', 'Holiday name must be at most 80 characters']]],
    ['  ', [['holidays.0.name', 'Holiday name is required']]],
  ])('should check a name of %j', (name, messages) => {
    expect(holidayMessages([{ date: '2026-12-26', name }])).toEqual(messages);
  });

  it('should refuse a date listed twice, beside the second', () => {
    expect(
      holidayMessages([
        { date: '2026-12-26', name: 'A' },
        { date: '2026-12-26', name: 'B' },
      ]),
    ).toEqual([['holidays.1.date', 'Holiday date 2026-12-26 is already listed']]);
  });

  it('should take at most the limit', () => {
    const days = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ date: addDays('2027-01-01', i), name: `Day ${i}` }));
    expect(holidayMessages(days(HOLIDAYS_MAX))).toEqual([]);
    expect(holidayMessages(days(HOLIDAYS_MAX + 1))).toEqual([['holidays', `At most ${HOLIDAYS_MAX} holidays`]]);
  });
});
