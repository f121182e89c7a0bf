import { describe, expect, it } from 'vitest';
import { dueWindows, practiceGrade } from './practice.ts';

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
});
