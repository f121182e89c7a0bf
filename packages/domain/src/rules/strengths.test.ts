import { describe, expect, it } from 'vitest';
import { isImprovementArea, strengthsBreakdown, subjectRollUp, type ScoredItem } from './strengths.ts';

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

describe('subjectRollUp (decision 0079)', () => {
  const subject = (key: string | null, score: number, items: number) => ({
    key,
    title: key ?? 'No subject',
    score,
    items,
  });

  it('should add up each part, weigh it as the readiness rating does, and name the costliest subject', () => {
    const { subjects, studyNext } = subjectRollUp({
      level: 'secondary',
      results: [
        { part: 'general', subjects: [subject('english', 8, 10), subject('mathematics', 3, 10)] },
        { part: 'general', subjects: [subject('mathematics', 2, 5), subject(null, 1, 5)] },
        { part: 'professional', subjects: [subject('child-development', 6, 10)] },
      ],
    });
    // General Education (20 %) has 30 items: English 8/10, Mathematics 5/15, untagged 1/5.
    // Professional Education (40 %): child development 6/10, the whole part.
    expect(subjects.map((s) => [s.key, s.part, s.score, s.items])).toEqual([
      ['child-development', 'professional', 6, 10],
      ['mathematics', 'general', 5, 15],
      [null, 'general', 1, 5],
      ['english', 'general', 8, 10],
    ]);
    // 40 × 1 × (75 − 60) / 100; 20 × ½ × (75 − 33.33) / 100; 20 × ⅙ × (75 − 20) / 100; 20 × ⅓ × (75 − 80) / 100.
    expect(subjects.map((s) => s.pointsShort)).toEqual([
      expect.closeTo(6, 9),
      expect.closeTo(25 / 6, 9),
      expect.closeTo(11 / 6, 9),
      expect.closeTo(-1 / 3, 9),
    ]);
    expect(studyNext?.key).toBe('child-development');
  });

  it('should recommend no subject at 75 % or above, nor the untagged questions, nor a part the level does not sit', () => {
    const { subjects, studyNext } = subjectRollUp({
      level: 'elementary',
      results: [
        { part: 'general', subjects: [subject('english', 3, 4), subject(null, 0, 4)] },
        { part: 'specialization', subjects: [subject('biology', 0, 10)] },
      ],
    });
    expect(subjects.map((s) => s.key)).toEqual([null, 'english']);
    expect(subjects[1]!.pointsShort).toBe(0);
    expect(studyNext).toBeNull();
    expect(subjectRollUp({ level: 'secondary', results: [] })).toEqual({ subjects: [], studyNext: null });
  });
});
