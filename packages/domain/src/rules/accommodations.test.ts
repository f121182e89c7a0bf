import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accommodationInputSchema } from '../forms/accommodation.ts';
import {
  acceptsLateSubmission,
  attemptDeadline,
  COMPLETION_GRACE_MS,
  extraTimeMs,
  liveState,
  mergeAccommodations,
  NO_ACCOMMODATION,
  startWindow,
} from './accommodations.ts';
import { attemptLengthMs } from './exam-attempt.ts';

const MINUTE = 60_000;
const at = (hhmm: string) => Date.parse(`2026-12-01T${hhmm}:00Z`);
// 08:00 to 12:00, a 90-minute limit.
const template = {
  availableFrom: '2026-12-01T08:00:00Z',
  availableUntil: '2026-12-01T12:00:00Z',
  duration: 90,
  hasTimeLimit: true,
};
const terms = (granted: Partial<typeof NO_ACCOMMODATION>) => ({ ...NO_ACCOMMODATION, ...granted });

describe('attemptDeadline with an accommodation', () => {
  it('should add extra minutes to the time limit', () => {
    // 09:00 + 90 + 30 min = 11:00.
    expect(attemptDeadline(template, at('09:00'), terms({ extraMinutes: 30 }))).toBe(at('11:00'));
  });

  it('should multiply the time limit, then add the minutes', () => {
    // 90 × 1.5 = 135 min, + 15 = 150: 09:00 → 11:30.
    expect(attemptDeadline(template, at('09:00'), terms({ timeMultiplier: 1.5 }))).toBe(at('11:15'));
    expect(attemptDeadline(template, at('09:00'), terms({ timeMultiplier: 1.5, extraMinutes: 15 }))).toBe(at('11:30'));
  });

  it('should move the window’s end with the extra time, so the window does not cut it off (PrairieLearn #2224)', () => {
    // Started at 11:00 with 30 extra minutes: 120 minutes, to 13:00; the window ends at 12:00 + 30.
    expect(attemptDeadline(template, at('11:00'), terms({ extraMinutes: 30 }))).toBe(at('12:30'));
    // Started at 10:30: 10:30 + 120 = 12:30 = the moved end, to the millisecond.
    expect(attemptDeadline(template, at('10:30'), terms({ extraMinutes: 30 }))).toBe(at('12:30'));
    // Without the record, the same start is cut at 12:00.
    expect(attemptDeadline(template, at('11:00'))).toBe(at('12:00'));
  });

  it('should give an exam without a time limit the extra time at the end of its window', () => {
    const untimed = { ...template, hasTimeLimit: false };
    expect(attemptDeadline(untimed, at('09:00'), terms({ extraMinutes: 30 }))).toBe(at('12:30'));
    expect(attemptLengthMs(untimed, at('09:00'), terms({ extraMinutes: 30 }))).toBe(270 * MINUTE);
  });

  it('should run an attempt in its own window, lengthened too', () => {
    const own = terms({ windowFrom: '2026-12-02T08:00:00Z', windowUntil: '2026-12-02T09:00:00Z', extraMinutes: 10 });
    expect(startWindow(template, own)).toEqual({
      from: Date.parse('2026-12-02T08:00:00Z'),
      until: Date.parse('2026-12-02T09:00:00Z'),
    });
    // 08:00 on the 2nd + 100 min, cut at 09:00 + 10 min.
    expect(attemptDeadline(template, '2026-12-02T08:00:00Z', own)).toBe(Date.parse('2026-12-02T09:10:00Z'));
  });

  it('should not let extra time move the time to start', () => {
    expect(startWindow(template, terms({ extraMinutes: 30 }))).toEqual({ from: at('08:00'), until: at('12:00') });
  });

  it('should run a reopened attempt until its reopening ends, and never end it sooner', () => {
    expect(attemptDeadline(template, at('09:00'), terms({ reopenedUntil: at('14:00') }))).toBe(at('14:00'));
    // A reopening that ends before the attempt would have: the later one holds.
    expect(attemptDeadline(template, at('09:00'), terms({ extraMinutes: 30, reopenedUntil: at('10:00') }))).toBe(
      at('11:00'),
    );
  });

  it('should never end an attempt sooner than without the record', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 240 }),
        fc.option(fc.integer({ min: 1, max: 1440 })),
        fc.option(fc.double({ min: 1.01, max: 4, noNaN: true })),
        (startMinute, extraMinutes, timeMultiplier) => {
          const started = at('08:00') + startMinute * MINUTE;
          const granted = terms({ extraMinutes, timeMultiplier });
          const plain = attemptDeadline(template, started);
          const lengthened = attemptDeadline(template, started, granted);
          expect(lengthened).toBeGreaterThanOrEqual(plain);
          // The whole extra time is given unless the attempt started late enough for the moved end to cut it.
          expect(lengthened - plain).toBeLessThanOrEqual(extraTimeMs(template, granted));
        },
      ),
    );
  });
});

describe('acceptsLateSubmission', () => {
  const started = at('09:00');
  const granted = terms({ extraMinutes: 30 });

  it('should accept until the adjusted deadline plus the grace, to the millisecond, and nothing after', () => {
    const deadline = at('11:00');
    expect(acceptsLateSubmission(template, started, deadline + COMPLETION_GRACE_MS, granted)).toBe(true);
    expect(acceptsLateSubmission(template, started, deadline + COMPLETION_GRACE_MS + 1, granted)).toBe(false);
    // Without the record the same moment is long past.
    expect(acceptsLateSubmission(template, started, deadline, NO_ACCOMMODATION)).toBe(false);
  });

  it('should accept nothing before the reviewee’s window opens', () => {
    const own = terms({ windowFrom: '2026-12-02T08:00:00Z', windowUntil: '2026-12-02T09:00:00Z' });
    expect(acceptsLateSubmission(template, '2026-12-02T08:00:00Z', Date.parse('2026-12-02T07:59:59Z'), own)).toBe(
      false,
    );
    expect(acceptsLateSubmission(template, '2026-12-02T08:00:00Z', Date.parse('2026-12-02T08:00:00Z'), own)).toBe(true);
  });
});

describe('mergeAccommodations', () => {
  it('should take each kind from the most specific record that grants it', () => {
    const merged = mergeAccommodations([
      { scope: 'offering', ...terms({ extraMinutes: 10, windowFrom: at('13:00'), windowUntil: at('14:00') }) },
      { scope: 'branch', ...terms({ extraMinutes: 20, timeMultiplier: 1.5 }) },
      { scope: 'reviewee', ...terms({ reopenedUntil: at('15:00'), extraMinutes: 30 }) },
    ]);
    expect(merged).toEqual({
      extraMinutes: 30,
      timeMultiplier: 1.5,
      windowFrom: at('13:00'),
      windowUntil: at('14:00'),
      reopenedUntil: at('15:00'),
    });
  });

  it('should grant nothing without records', () => {
    expect(mergeAccommodations([])).toEqual(NO_ACCOMMODATION);
  });
});

describe('accommodationInputSchema', () => {
  const valid = {
    scope: 'reviewee',
    subject: 'ana@example.com',
    extraMinutes: 30,
    timeMultiplier: null,
    windowFrom: null,
    windowUntil: null,
    reason: 'Medical certificate',
  };
  const messages = (input: object) =>
    accommodationInputSchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message) ?? [];

  it('should take a record that grants something, with its reason', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ extraMinutes: null, timeMultiplier: 1.25 })).toEqual([]);
  });

  it('should refuse a record that grants nothing, or has no reason', () => {
    expect(messages({ extraMinutes: null })).toEqual(['Grant extra minutes, a multiplier or a window']);
    expect(messages({ reason: '  ' })).toEqual(['Write the reason']);
  });

  it('should keep the limits at their boundaries', () => {
    expect(messages({ extraMinutes: 1440 })).toEqual([]);
    expect(messages({ extraMinutes: 1441 })).toEqual(['Extra minutes must be a whole number from 1 to 1440']);
    expect(messages({ extraMinutes: 0 })).toEqual(['Extra minutes must be a whole number from 1 to 1440']);
    expect(messages({ timeMultiplier: 1 })).toEqual(['The multiplier must be more than 1']);
    expect(messages({ timeMultiplier: 4 })).toEqual([]);
  });

  it('should want a window with both ends, the end after the start', () => {
    expect(messages({ windowFrom: '2026-12-02T08:00:00Z' })).toEqual(['Give the window both a start and an end']);
    expect(messages({ windowFrom: '2026-12-02T08:00:00Z', windowUntil: '2026-12-02T08:00:00Z' })).toEqual([
      'The window must end after it starts',
    ]);
  });
});

describe('liveState', () => {
  const open = { completedAt: null, closedByServer: false, lastSeen: at('09:00') };

  it('should call an attempt offline once nothing was saved for more than five minutes', () => {
    expect(liveState(open, at('09:05'))).toBe('in-progress');
    expect(liveState(open, at('09:05') + 1)).toBe('offline');
  });

  it('should tell a submission from the server’s closing', () => {
    expect(liveState({ ...open, completedAt: at('09:30') }, at('10:00'))).toBe('submitted');
    expect(liveState({ ...open, completedAt: at('12:03'), closedByServer: true }, at('13:00'))).toBe(
      'closed-by-server',
    );
  });
});
