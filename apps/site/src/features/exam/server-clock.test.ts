import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatManilaTime, shortWindowNotice } from './server-clock.ts';

describe('clockOffsetMs', () => {
  it.each([
    ['a device 10 minutes slow', '2026-03-01T08:10:00.000Z', Date.parse('2026-03-01T08:00:00.000Z'), 600_000],
    ['a device 5 minutes fast', '2026-03-01T08:00:00.000Z', Date.parse('2026-03-01T08:05:00.000Z'), -300_000],
    ['a device in time', '2026-03-01T08:00:00.000Z', Date.parse('2026-03-01T08:00:00.000Z'), 0],
  ])('should measure %s against the middle of the round trip', (_, server, deviceMidpoint, expected) => {
    expect(clockOffsetMs(server, deviceMidpoint - 200, deviceMidpoint + 200)).toBe(expected);
  });
});

describe('formatManilaTime', () => {
  it('should show the time in Philippine time (UTC+8)', () => {
    const text = formatManilaTime('2026-03-01T16:30:00.000Z');
    expect(text).toMatch(/March 2\b/);
    expect(text).toContain('2026');
    expect(text).toMatch(/12:30\s?am/i);
    expect(text).toContain('(PHT)');
  });
});

describe('shortWindowNotice', () => {
  it.each([
    [30 * 60_000, 30, undefined],
    [31 * 60_000, 30, undefined],
  ])('should say nothing when %i ms leave room for %i minutes', (remaining, duration, expected) => {
    expect(shortWindowNotice(remaining, duration)).toBe(expected);
  });

  it('should say plainly when the window closes before the exam would end', () => {
    expect(shortWindowNotice(30 * 60_000 - 1, 30)).toBe(
      "The exam window closes in 29 minutes, before the full 30 minutes of the exam. The timer shows the time left until the window closes, not the exam's duration.",
    );
    expect(shortWindowNotice(90_000, 45)).toContain('closes in 1 minute,');
  });
});
