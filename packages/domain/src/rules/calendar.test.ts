import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, addDays, ageOn, calendarDateOf, isBusinessDay, isCalendarDate } from './calendar.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['', false],
    ['2024-04-31', false],
    // Years below 100 are real ISO dates too (a year being typed passes through them).
    ['0020-01-01', true],
    ['0099-02-29', false],
  ])('should judge %j as %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
  ])('should move %s by %i days to %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('should undo itself', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        fc.integer({ min: -5000, max: 5000 }),
        (d, n) => {
          const date = d.toISOString().slice(0, 10);
          expect(addDays(addDays(date, n), -n)).toBe(date);
        },
      ),
    );
  });
});

describe('ageOn', () => {
  it.each([
    ['2006-05-10', 17, '2024-05-09'],
    ['2006-05-10', 18, '2024-05-10'],
    ['2004-02-29', 17, '2022-02-28'],
    ['2004-02-29', 18, '2022-03-01'],
  ])('should count someone born %s as %i years old on %s', (birthdate, age, today) => {
    expect(ageOn(birthdate, today)).toBe(age);
  });
});

describe('calendarDateOf', () => {
  it('should give the Manila date, which is ahead of UTC', () => {
    expect(calendarDateOf(new Date('2024-03-01T16:30:00Z'))).toBe('2024-03-02');
    expect(calendarDateOf(new Date('2024-03-01T15:59:00Z'))).toBe('2024-03-01');
  });
});

describe('addBusinessDays (decision 0078)', () => {
  const holidays = new Set(['2026-11-30']);
  it.each([
    ['2026-11-26', 1, '2026-11-27'], // Thursday → Friday
    ['2026-11-27', 1, '2026-12-01'], // Friday → over the weekend and the holiday Monday
    ['2026-11-28', 1, '2026-12-01'], // a Saturday start
    ['2026-11-27', 3, '2026-12-03'],
    ['2026-11-27', 0, '2026-11-27'],
  ])('should count from %s %i business days to %s', (start, count, end) => {
    expect(addBusinessDays(start, count, holidays)).toBe(end);
  });

  it.each([
    ['2026-11-30', false], // the holiday
    ['2026-11-29', false], // Sunday
    ['2026-12-01', true],
    ['2026-11-28', false], // Saturday
  ])('should say whether %s is a business day: %s', (date, business) => {
    expect(isBusinessDay(date, holidays)).toBe(business);
  });
});
