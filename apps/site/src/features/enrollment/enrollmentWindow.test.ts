import { describe, expect, it } from 'vitest';
import { enrollmentWindow } from './enrollmentWindow.ts';

const now = new Date('2024-02-10T12:00:00+08:00');

describe('enrollmentWindow', () => {
  it.each([
    [{}, 'open'],
    [{ enrollmentStartDate: '2024-02-11T00:00:00+08:00' }, 'not-yet-started'],
    [{ enrollmentStartDate: '2024-02-10T12:00:00+08:00' }, 'open'],
    [{ enrollmentEndDate: '2024-02-10T12:00:00+08:00' }, 'open'],
    [{ enrollmentEndDate: '2024-02-10T11:59:59+08:00' }, 'already-ended'],
    [{ enrollmentStartDate: '2024-01-01T00:00:00+08:00', enrollmentEndDate: '2024-03-01T00:00:00+08:00' }, 'open'],
  ] as const)('should read %o as %s', (offering, expected) => {
    expect(enrollmentWindow(offering, now)).toBe(expected);
  });
});
