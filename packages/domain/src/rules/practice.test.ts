import { describe, expect, it } from 'vitest';
import { calendarDateOf } from './calendar.ts';
import { dueWindows, practiceGrade, practiceStreak } from './practice.ts';

describe('practice', () => {
  it.each([
    [{ correct: false }, 'again'],
    [{ correct: false, unsure: true }, 'again'],
    [{ correct: true, unsure: true }, 'hard'],
    [{ correct: true }, 'good'],
  ] as const)('should grade %j as %s', (answer, grade) => {
    expect(practiceGrade(answer)).toBe(grade);
  });

  it('should end today at Manila midnight and the week six days later', () => {
    // 23:30 in Manila on 2026-11-28 is 15:30 UTC.
    expect(dueWindows(new Date('2026-11-28T15:30:00Z'))).toEqual({
      endOfToday: new Date('2026-11-28T16:00:00Z'),
      endOfWeek: new Date('2026-12-04T16:00:00Z'),
    });
    // 00:30 in Manila on 2026-11-29 is 16:30 UTC on the 28th: already the next day there.
    expect(dueWindows(new Date('2026-11-28T16:30:00Z')).endOfToday).toEqual(new Date('2026-11-29T16:00:00Z'));
  });

  describe('practiceStreak', () => {
    it('should count the days in a row ending today', () => {
      expect(practiceStreak(['2026-11-26', '2026-11-27', '2026-11-28'], '2026-11-28')).toBe(3);
      // In any order, a day listed twice counting once.
      expect(practiceStreak(['2026-11-28', '2026-11-27', '2026-11-28'], '2026-11-28')).toBe(2);
    });

    it('should keep yesterday’s streak while today’s goal is not met yet, and end it after a day missed', () => {
      expect(practiceStreak(['2026-11-26', '2026-11-27'], '2026-11-28')).toBe(2);
      expect(practiceStreak(['2026-11-26', '2026-11-27'], '2026-11-29')).toBe(0);
      expect(practiceStreak([], '2026-11-28')).toBe(0);
    });

    it('should stop at a gap, counting only the run that reaches today', () => {
      expect(practiceStreak(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-27', '2026-11-28'], '2026-11-28')).toBe(
        2,
      );
    });

    it('should run across the end of a month and a year', () => {
      expect(practiceStreak(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01')).toBe(3);
      expect(practiceStreak(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toBe(3);
    });

    it('should not count a day after today', () => {
      expect(practiceStreak(['2026-11-28', '2026-11-29'], '2026-11-28')).toBe(1);
    });

    it('should take the day from Manila’s midnight, not UTC’s', () => {
      // 23:59 in Manila on the 27th, and 00:00 on the 28th: 8 hours before UTC's midnight.
      const lateOn27th = calendarDateOf(new Date('2026-11-27T15:59:00Z'));
      const midnightOn28th = calendarDateOf(new Date('2026-11-27T16:00:00Z'));
      expect([lateOn27th, midnightOn28th]).toEqual(['2026-11-27', '2026-11-28']);
      expect(practiceStreak([lateOn27th, midnightOn28th], midnightOn28th)).toBe(2);
      expect(practiceStreak([lateOn27th], midnightOn28th)).toBe(1);
    });
  });
});
