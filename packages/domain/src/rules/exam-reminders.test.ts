import { describe, expect, it } from 'vitest';
import { EXAM_REMINDER_LEAD_MS, isExamReminderDue } from './exam-reminders.ts';

describe('isExamReminderDue', () => {
  const opensAt = new Date('2026-12-05T00:00:00Z'); // 8:00 AM in Manila
  const before = (ms: number) => new Date(opensAt.getTime() - ms);

  it.each([
    ['a day and a minute before', before(EXAM_REMINDER_LEAD_MS + 60_000), false],
    ['exactly a day before', before(EXAM_REMINDER_LEAD_MS), true],
    ['an hour before', before(3_600_000), true],
    ['a millisecond before', before(1), true],
    ['at the opening', opensAt, false],
    ['after the opening', before(-60_000), false],
  ])('should say %s: %s', (_, now, due) => {
    expect(isExamReminderDue(opensAt, now)).toBe(due);
  });
});
