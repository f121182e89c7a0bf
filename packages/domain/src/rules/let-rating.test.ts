import { describe, expect, it } from 'vitest';
import { formatLetAverage, LET_WEIGHTS, letLevelForCourse, letRating } from './let-rating.ts';
import type { LetResult } from './let-rating.ts';

const on = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00Z`;
const secondary = (general: number, professional: number, specialization: number) =>
  letRating({
    level: 'secondary',
    results: [
      { part: 'general', percent: general, date: on(1) },
      { part: 'professional', percent: professional, date: on(1) },
      { part: 'specialization', percent: specialization, date: on(1) },
    ],
  });
const elementary = (general: number, professional: number) =>
  letRating({
    level: 'elementary',
    results: [
      { part: 'general', percent: general, date: on(1) },
      { part: 'professional', percent: professional, date: on(1) },
    ],
  });

describe('LET_WEIGHTS', () => {
  it('should weigh each level to 100 percent', () => {
    for (const weights of Object.values(LET_WEIGHTS)) {
      expect(Object.values(weights).reduce((sum, weight) => sum + weight, 0)).toBe(100);
    }
  });
});

describe('letLevelForCourse', () => {
  it('should send BEED takers to the elementary level and the others to the secondary', () => {
    expect(letLevelForCourse('BEED')).toBe('elementary');
    expect(letLevelForCourse('BSED')).toBe('secondary');
    expect(letLevelForCourse('UNITS/CPE')).toBe('secondary');
  });
});

describe('letRating', () => {
  it('should weigh an elementary taker 40 / 60', () => {
    // 0.40 × 80 + 0.60 × 70 = 32 + 42 = 74: short of 75, though General Education is above it.
    const rating = elementary(80, 70);
    expect(rating).toMatchObject({ verdict: 'fail', belowMinimum: [], holdingBack: ['professional'] });
    if (rating.verdict === 'incomplete') throw new Error('expected a verdict');
    expect(rating.average).toBeCloseTo(74, 10);
    expect(rating.parts).toEqual([
      // points = weight × percent / 100; pointsShort = weight × (75 − percent) / 100
      { part: 'general', percent: 80, weight: 40, points: 32, pointsShort: -2 },
      { part: 'professional', percent: 70, weight: 60, points: 42, pointsShort: 3 },
    ]);
  });

  it('should weigh a secondary taker 20 / 40 / 40', () => {
    // 0.20 × 90 + 0.40 × 80 + 0.40 × 70 = 18 + 32 + 28 = 78: a pass.
    const rating = secondary(90, 80, 70);
    expect(rating).toMatchObject({ verdict: 'pass', average: 78, belowMinimum: [], holdingBack: [] });
  });

  it('should pass an average of exactly 75 with a part at exactly 50', () => {
    // 0.20 × 50 + 0.40 × 81.25 + 0.40 × 81.25 = 10 + 32.5 + 32.5 = 75.
    expect(secondary(50, 81.25, 81.25)).toMatchObject({ verdict: 'pass', average: 75, holdingBack: [] });
    // 0.40 × 75 + 0.60 × 75 = 30 + 45 = 75.
    expect(elementary(75, 75)).toMatchObject({ verdict: 'pass', average: 75 });
  });

  it('should fail an average of 74.99 and name the part that costs the most', () => {
    // 0.40 × 74.99 + 0.60 × 74.99 = 74.99. Points short: 0.40 × 0.01 = 0.004 vs 0.60 × 0.01 = 0.006.
    const rating = elementary(74.99, 74.99);
    expect(rating).toMatchObject({ verdict: 'fail', belowMinimum: [], holdingBack: ['professional'] });
    if (rating.verdict === 'incomplete') throw new Error('expected a verdict');
    expect(rating.average).toBeCloseTo(74.99, 10);
  });

  it('should fail a part at 49.99 whatever the average', () => {
    // 0.20 × 49.99 + 0.40 × 95 + 0.40 × 95 = 9.998 + 38 + 38 = 85.998: the average passes, the part does not.
    expect(secondary(49.99, 95, 95)).toMatchObject({
      verdict: 'fail',
      belowMinimum: ['general'],
      holdingBack: ['general'],
    });
  });

  it('should name every part below 50 and the costliest part when the average is also short', () => {
    // 0.20 × 40 + 0.40 × 45 + 0.40 × 90 = 8 + 18 + 36 = 62. Below 50: general, professional.
    // Points short: general 0.20 × 35 = 7, professional 0.40 × 30 = 12, specialization −6.
    expect(secondary(40, 45, 90)).toMatchObject({
      verdict: 'fail',
      average: 62,
      belowMinimum: ['general', 'professional'],
      holdingBack: ['general', 'professional'],
    });
    // 0.20 × 70 + 0.40 × 70 + 0.40 × 77.5 = 14 + 28 + 31 = 73. Short: general 1, professional 2 (the most).
    expect(secondary(70, 70, 77.5)).toMatchObject({ verdict: 'fail', holdingBack: ['professional'] });
  });

  it('should name every part tied for the most points short', () => {
    // 0.20 × 55 + 0.40 × 65 + 0.40 × 90 = 11 + 26 + 36 = 73.
    // Points short: general 0.20 × 20 = 4, professional 0.40 × 10 = 4 (tied), specialization −6.
    expect(secondary(55, 65, 90)).toMatchObject({ verdict: 'fail', holdingBack: ['general', 'professional'] });
  });

  it('should use the latest result of each part', () => {
    const results: LetResult[] = [
      { part: 'general', percent: 40, date: on(3) },
      { part: 'general', percent: 90, date: on(5) },
      { part: 'professional', percent: 90, date: on(4) },
      { part: 'professional', percent: 30, date: on(2) },
      // Elementary takers have no specialization: ignored.
      { part: 'specialization', percent: 0, date: on(6) },
    ];
    // 0.40 × 90 + 0.60 × 90 = 90.
    expect(letRating({ level: 'elementary', results })).toMatchObject({ verdict: 'pass', average: 90 });
    // Two results of the same instant: the later in the list counts. 0.40 × 90 + 0.60 × 60 = 72.
    const tie: LetResult[] = [...results, { part: 'professional', percent: 60, date: on(4) }];
    expect(letRating({ level: 'elementary', results: tie })).toMatchObject({ verdict: 'fail', average: 72 });
  });

  it('should give no verdict while a part has no result, and say which', () => {
    const rating = letRating({ level: 'secondary', results: [{ part: 'professional', percent: 80, date: on(1) }] });
    expect(rating).toEqual({
      verdict: 'incomplete',
      level: 'secondary',
      missing: ['general', 'specialization'],
      parts: [{ part: 'professional', percent: 80, weight: 40, points: 32, pointsShort: -2 }],
    });
    expect(letRating({ level: 'elementary', results: [] })).toMatchObject({ missing: ['general', 'professional'] });
  });
});

describe('formatLetAverage', () => {
  it.each([
    [75, '75.00'],
    [74.996, '74.99'],
    [74.99, '74.99'],
    [85.998, '85.99'],
    [100, '100.00'],
  ])('should show %d as %s, cut to two decimals', (average, text) => {
    expect(formatLetAverage(average)).toBe(text);
  });
});
