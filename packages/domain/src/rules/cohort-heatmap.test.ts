import { describe, expect, it } from 'vitest';
import { cohortHeatmapCsv, formatHeatPercent, heatBand } from './cohort-heatmap.ts';

describe('cohort heatmap', () => {
  it('should put 50 and 75 in the band each opens, and what is just under them below', () => {
    expect(heatBand(0)).toBe('below-minimum');
    expect(heatBand(49.99)).toBe('below-minimum');
    expect(heatBand(50)).toBe('short-of-passing');
    // 3 of 6 and 9 of 12, as the division gives them.
    expect(heatBand((3 / 6) * 100)).toBe('short-of-passing');
    expect(heatBand(74.99)).toBe('short-of-passing');
    expect(heatBand((9 / 12) * 100)).toBe('passing');
    expect(heatBand(100)).toBe('passing');
  });

  it('should show an average as the LET average is shown, never rounded up to a mark', () => {
    expect(formatHeatPercent(2, 3)).toBe('66.66');
    expect(formatHeatPercent(29_999, 40_000)).toBe('74.99');
    expect(formatHeatPercent(0, 0)).toBe('0.00');
  });

  it('should write a line per cell with its figures, and defuse a name a spreadsheet would run', () => {
    const csv = cohortHeatmapCsv('branch', [
      { subject: 'English', part: 'general', group: 'Manila', reviewees: 2, score: 3, items: 4 },
      { subject: 'No subject', part: null, group: '=HYPERLINK("x")', reviewees: 1, score: 1, items: 3 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Subject,Part,Branch,Reviewees,Right answers,Items,Average (%)',
      'English,General Education,Manila,2,3,4,75.00',
      `No subject,,"'=HYPERLINK(""x"")",1,1,3,33.33`,
      '',
    ]);
    expect(cohortHeatmapCsv('offering', []).split('\r\n')[0]).toContain(',Offering,');
  });
});
