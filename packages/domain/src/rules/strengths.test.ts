import { describe, expect, it } from 'vitest';
import { isImprovementArea, strengthsBreakdown, type ScoredItem } from './strengths.ts';

const item = (over: Partial<ScoredItem>): ScoredItem => ({
  subject: 'english',
  competency: null,
  correct: true,
  cohortCorrect: 1,
  cohortAttempts: 1,
  ...over,
});

describe('isImprovementArea (decision 0079)', () => {
  it('should mark a score below 50 % and keep 50 % itself out', () => {
    expect(isImprovementArea({ score: 1, items: 2, cohortPercent: 50 })).toBe(false);
    expect(isImprovementArea({ score: 49, items: 100, cohortPercent: 49 })).toBe(true);
    // 1 of 3 and 2 of 3 are not exact in binary; 50 of 100 is.
    expect(isImprovementArea({ score: 1, items: 3, cohortPercent: 0 })).toBe(true);
    expect(isImprovementArea({ score: 2, items: 3, cohortPercent: 0 })).toBe(false);
  });

  it('should mark 20 points under the cohort, and not 19.99', () => {
    expect(isImprovementArea({ score: 60, items: 100, cohortPercent: 80 })).toBe(true);
    expect(isImprovementArea({ score: 6001, items: 10000, cohortPercent: 80 })).toBe(false);
    // 2 of 3 (66.67 %) against a cohort of 86.67 %: exactly 20 under, computed in floating point.
    expect(isImprovementArea({ score: 2, items: 3, cohortPercent: (2 / 3) * 100 + 20 })).toBe(true);
    expect(isImprovementArea({ score: 75, items: 100, cohortPercent: 94.99 })).toBe(false);
  });
});

describe('strengthsBreakdown (decision 0079)', () => {
  it('should score each subject and competency against the cohort, by hand', () => {
    // English: 3 items, 1 right (33.33 %); the cohort of 4 got 4, 2 and 0 right: (1 + 0.5 + 0) / 3 = 50 %.
    // Mathematics: 2 items, both right (100 %); the cohort 4 and 4: 100 %. One untagged item, wrong.
    const items: ScoredItem[] = [
      item({ competency: 'GE-ENG-1', correct: true, cohortCorrect: 4, cohortAttempts: 4 }),
      item({ competency: 'GE-ENG-1', correct: false, cohortCorrect: 2, cohortAttempts: 4 }),
      item({ competency: 'GE-ENG-2', correct: false, cohortCorrect: 0, cohortAttempts: 4 }),
      item({ subject: 'mathematics', correct: true, cohortCorrect: 4, cohortAttempts: 4 }),
      item({ subject: null, correct: false, cohortCorrect: 3, cohortAttempts: 4 }),
      item({ subject: 'mathematics', competency: 'GE-MATH-1', correct: true, cohortCorrect: 4, cohortAttempts: 4 }),
    ];
    const [english, mathematics, untagged] = strengthsBreakdown(items);
    expect(english).toMatchObject({ key: 'english', score: 1, items: 3, improvement: true });
    expect(english!.cohortPercent).toBeCloseTo(50, 9);
    expect(english!.competencies).toEqual([
      // 50 %, not below the minimum, but 25 points under the cohort's 75 %.
      { key: 'GE-ENG-1', score: 1, items: 2, cohortPercent: 75, improvement: true },
      { key: 'GE-ENG-2', score: 0, items: 1, cohortPercent: 0, improvement: true },
    ]);
    expect(mathematics).toEqual({
      key: 'mathematics',
      score: 2,
      items: 2,
      cohortPercent: 100,
      improvement: false,
      competencies: [{ key: 'GE-MATH-1', score: 1, items: 1, cohortPercent: 100, improvement: false }],
    });
    expect(untagged).toEqual({ key: null, score: 0, items: 1, cohortPercent: 75, improvement: true, competencies: [] });
  });

  it('should mark a subject scored above 50 % but 20 points under the cohort', () => {
    // 3 of 5 (60 %) where everyone else got all five: the cohort of 5 averages (4 + 4 + 5 + 5 + 5) / 25 = 92 %.
    const items = [true, true, true, false, false].map((correct) =>
      item({ correct, cohortCorrect: correct ? 5 : 4, cohortAttempts: 5 }),
    );
    expect(strengthsBreakdown(items)).toEqual([
      { key: 'english', score: 3, items: 5, cohortPercent: 92, improvement: true, competencies: [] },
    ]);
  });

  it('should count no cohort as 0 % and an empty exam as no subjects', () => {
    expect(strengthsBreakdown([])).toEqual([]);
    expect(strengthsBreakdown([item({ cohortCorrect: 0, cohortAttempts: 0 })])[0]!.cohortPercent).toBe(0);
  });
});
