import { describe, expect, it } from 'vitest';
import { dayAndMonth } from './dayAndMonth.ts';

describe('AnnouncementCard', () => {
  it.each([
    ['2024-03-05T02:00:00.000Z', 'Asia/Manila', { day: '05', month: 'MAR' }],
    // 20:00 UTC on 31 December is already 1 January in Manila (UTC+8).
    ['2023-12-31T20:00:00.000Z', 'Asia/Manila', { day: '01', month: 'JAN' }],
    ['2023-12-31T20:00:00.000Z', 'UTC', { day: '31', month: 'DEC' }],
  ])('should show %s in %s as the right day and month', (date, timeZone, expected) => {
    expect(dayAndMonth(date, timeZone)).toEqual(expected);
  });
});
