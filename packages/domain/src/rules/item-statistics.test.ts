import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  itemStatistics,
  itemStatisticsFromTotals,
  scoreDistribution,
  sortItemStatistics,
  weakestFirst,
} from './item-statistics.ts';
import type { StatisticsAttempt, StatisticsQuestion } from './item-statistics.ts';

const abcd = ['A', 'B', 'C', 'D'] as const;
const questions: StatisticsQuestion[] = [
  { id: 'q1', options: abcd, correct: 'A' },
  { id: 'q2', options: abcd, correct: 'B' },
  { id: 'q3', options: abcd, correct: 'C' },
];
/*
 * Five attempts, hand-scored (x = 1 when the answer is the key; T = the attempt's total):
 *
 *        q1   q2   q3   T
 *   a1   A 1  B 1  C 1  3
 *   a2   A 1  B 1  D 0  2
 *   a3   B 0  C 0  - 0  0      (q3 unanswered)
 *   a4   A 1  B 1  A 0  2
 *   a5   C 0  B 1  C 1  2
 */
const attempts: StatisticsAttempt[] = [
  { answers: { q1: 'A', q2: 'B', q3: 'C' } },
  { answers: { q1: 'A', q2: 'B', q3: 'D' } },
  { answers: { q1: 'B', q2: 'C' } },
  { answers: { q1: 'A', q2: 'B', q3: 'A' } },
  { answers: { q1: 'C', q2: 'B', q3: 'C' } },
];

describe('itemStatistics', () => {
  const [q1, q2, q3] = itemStatistics(questions, attempts);

  it('should give the facility index as the mean item score over its maximum, in percent', () => {
    // q1: 3 right of 5 = 60 %; q2: 4 of 5 = 80 %; q3: 2 of 5 = 40 %.
    expect(q1!.facility).toBeCloseTo(60, 10);
    expect(q2!.facility).toBeCloseTo(80, 10);
    expect(q3!.facility).toBeCloseTo(40, 10);
  });

  it('should give the discrimination index as the item / rest-of-test correlation × 100', () => {
    // r = (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)), y = T − x (the rest of the test).
    // q1: x = 1,1,0,1,0; y = 2,1,0,1,2. Σx 3, Σx² 3, Σy 6, Σy² 10, Σxy 4.
    //     (5·4 − 3·6) / √((5·3 − 9)(5·10 − 36)) = 2 / √(6·14) = 2 / √84 = 0.218218
    expect(q1!.discrimination).toBeCloseTo(21.8218, 3);
    // q2: x = 1,1,0,1,1; y = 2,1,0,1,1. Σx 4, Σx² 4, Σy 5, Σy² 7, Σxy 5.
    //     (25 − 20) / √((20 − 16)(35 − 25)) = 5 / √40 = 0.790569
    expect(q2!.discrimination).toBeCloseTo(79.0569, 3);
    // q3: x = 1,0,0,0,1; y = 2,2,0,2,1. Σx 2, Σx² 2, Σy 7, Σy² 13, Σxy 3.
    //     (15 − 14) / √((10 − 4)(65 − 49)) = 1 / √96 = 0.102062
    expect(q3!.discrimination).toBeCloseTo(10.2062, 3);
  });

  it('should count each option, the unanswered and the other answers, with their share of the attempts', () => {
    expect(q3).toMatchObject({
      questionId: 'q3',
      position: 2,
      attempts: 5,
      options: [
        { label: 'A', isCorrect: false, count: 1, percent: 20 },
        { label: 'B', isCorrect: false, count: 0, percent: 0 },
        { label: 'C', isCorrect: true, count: 2, percent: 40 },
        { label: 'D', isCorrect: false, count: 1, percent: 20 },
      ],
      unanswered: { count: 1, percent: 20 },
      other: { count: 0, percent: 0 },
    });
    expect(q1!.options.map((o) => o.count)).toEqual([3, 1, 1, 0]);
    expect(q2!.options.map((o) => o.count)).toEqual([0, 4, 1, 0]);
  });

  it('should count an answer that is no longer an option apart, and score it wrong', () => {
    const [stat] = itemStatistics(
      [{ id: 'q', options: ['A', 'B'], correct: 'A' }],
      [{ answers: { q: 'E' } }, { answers: { q: 'A' } }],
    );
    expect(stat).toMatchObject({ facility: 50, other: { count: 1, percent: 50 }, unanswered: { count: 0 } });
  });

  it('should score by the key an attempt carries, when it carries one', () => {
    // q1's key was B when a1 and a2 took it: a1 (A) is now wrong, a2 (B) right: 1 of 2 = 50 %.
    const [stat] = itemStatistics(
      [{ id: 'q1', options: abcd, correct: 'A' }],
      [
        { answers: { q1: 'A' }, correct: { q1: false } },
        { answers: { q1: 'B' }, correct: { q1: true } },
      ],
    );
    expect(stat).toMatchObject({
      facility: 50,
      options: [{ label: 'A', isCorrect: true, count: 1 }, { count: 1 }, {}, {}],
    });
  });

  it('should give null, not NaN, when the item or the rest of the test has no variance', () => {
    const two = [
      { id: 'easy', options: ['A', 'B'], correct: 'A' },
      { id: 'other', options: ['A', 'B'], correct: 'A' },
    ];
    const [easy, other] = itemStatistics(two, [
      { answers: { easy: 'A', other: 'A' } },
      { answers: { easy: 'A', other: 'B' } },
    ]);
    // Everyone got "easy" right: its score has no variance.
    expect(easy!.facility).toBe(100);
    expect(easy!.discrimination).toBeNull();
    // "other" varies, but its rest of the test ("easy") is 1 for everyone.
    expect(other!.facility).toBe(50);
    expect(other!.discrimination).toBeNull();
  });

  it('should give null figures and zero shares for a question no attempt was given', () => {
    const [stat] = itemStatistics([{ id: 'q', options: ['A', 'B'], correct: 'A' }], []);
    expect(stat).toMatchObject({ attempts: 0, facility: null, discrimination: null, unanswered: { percent: 0 } });
  });

  it('should count a drawn question only in the attempts that were given it', () => {
    // a3 was given q1 and q2 only: q3 has four attempts (1,0,0,1 → 50 %), q3's blank is not counted.
    const drawn = attempts.map((attempt, i) => (i === 2 ? { ...attempt, questions: ['q1', 'q2', 'q1'] } : attempt));
    const [, , stat] = itemStatistics(questions, drawn);
    expect(stat).toMatchObject({ attempts: 4, facility: 50, unanswered: { count: 0 } });
    expect(itemStatistics(questions, drawn)[0]!.attempts).toBe(5);
  });

  it('should match a two-pass Pearson correlation on any set of attempts', () => {
    const naive = (xs: number[], ys: number[]): number | null => {
      const mean = (v: number[]) => v.reduce((s, a) => s + a, 0) / v.length;
      const mx = mean(xs);
      const my = mean(ys);
      let cov = 0;
      let vx = 0;
      let vy = 0;
      xs.forEach((x, i) => {
        cov += (x - mx) * (ys[i]! - my);
        vx += (x - mx) ** 2;
        vy += (ys[i]! - my) ** 2;
      });
      return vx > 1e-12 && vy > 1e-12 ? (cov / Math.sqrt(vx * vy)) * 100 : null;
    };
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom('A', 'B', 'C', ''), { minLength: 4, maxLength: 4 }), { maxLength: 30 }),
        (rows) => {
          const qs = ['w', 'x', 'y', 'z'].map((id) => ({ id, options: abcd, correct: 'A' }));
          const stats = itemStatistics(
            qs,
            rows.map((row) => ({ answers: Object.fromEntries(row.map((answer, i) => [qs[i]!.id, answer])) })),
          );
          const scores = rows.map((row) => row.map((answer): number => (answer === 'A' ? 1 : 0)));
          stats.forEach((stat, i) => {
            const xs = scores.map((s) => s[i]!);
            const ys = scores.map((s) => s.reduce((a, b) => a + b, 0) - s[i]!);
            const expected = rows.length ? naive(xs, ys) : null;
            if (expected === null) expect(stat.discrimination).toBeNull();
            else expect(stat.discrimination).toBeCloseTo(expected, 9);
          });
        },
      ),
    );
  });
});

describe('itemStatisticsFromTotals', () => {
  const abcd = ['A', 'B', 'C', 'D'];
  /** What the API's GROUP BY question, answer adds up (decision 0051). */
  const totalsOf = (qs: { id: string; correct: string }[], rows: Record<string, string>[]) => {
    const scores = rows.map((row) => qs.filter((q) => row[q.id] === q.correct).length);
    const choices = new Map<string, Map<string, { count: number; scoreSum: number }>>();
    rows.forEach((row, r) => {
      for (const [question, label] of Object.entries(row)) {
        const byLabel = choices.get(question) ?? new Map<string, { count: number; scoreSum: number }>();
        const held = byLabel.get(label) ?? { count: 0, scoreSum: 0 };
        byLabel.set(label, { count: held.count + 1, scoreSum: held.scoreSum + scores[r]! });
        choices.set(question, byLabel);
      }
    });
    return {
      attempts: rows.length,
      scoreSum: scores.reduce((a, b) => a + b, 0),
      scoreSquareSum: scores.reduce((a, b) => a + b * b, 0),
      choices,
    };
  };

  it('should match the hand computation: x = [1, 1, 0], rest [2, 1, 0] gives 66.67 and 86.60', () => {
    const qs = ['q1', 'q2', 'q3'].map((id) => ({ id, options: abcd, correct: 'A' }));
    const rows = [
      { q1: 'A', q2: 'A', q3: 'A' },
      { q1: 'A', q2: 'A', q3: 'B' },
      { q1: 'B', q2: 'C', q3: 'D' },
    ];
    const [q1, , q3] = itemStatisticsFromTotals(qs, totalsOf(qs, rows));
    expect(q1!.facility).toBeCloseTo(66.667, 3);
    expect(q1!.discrimination).toBeCloseTo((3 / Math.sqrt(12)) * 100, 9);
    expect(q3!.discrimination).toBeCloseTo(50, 9);
  });

  it('should give what itemStatistics gives on any set of attempts given every question', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom('A', 'B', 'C', 'E', ''), { minLength: 4, maxLength: 4 }), { maxLength: 30 }),
        (grid) => {
          const qs = ['w', 'x', 'y', 'z'].map((id, i) => ({ id, options: abcd, correct: abcd[i]! }));
          const rows = grid.map((row) =>
            Object.fromEntries(row.flatMap((answer, i) => (answer ? [[qs[i]!.id, answer]] : []))),
          );
          const expected = itemStatistics(
            qs,
            rows.map((answers) => ({ answers })),
          );
          const actual = itemStatisticsFromTotals(qs, totalsOf(qs, rows));
          actual.forEach((stat, i) => {
            const want = expected[i]!;
            expect({ ...stat, discrimination: null }).toEqual({ ...want, discrimination: null });
            if (want.discrimination === null) expect(stat.discrimination).toBeNull();
            else expect(stat.discrimination).toBeCloseTo(want.discrimination, 9);
          });
        },
      ),
    );
  });
});

describe('weakestFirst', () => {
  it('should put the lowest facility first', () => {
    // Facility: q1 60, q2 80, q3 40.
    expect(weakestFirst(itemStatistics(questions, attempts)).map((s) => s.questionId)).toEqual(['q3', 'q1', 'q2']);
  });

  it('should break a facility tie by the lower discrimination, then by the exam order, nulls last', () => {
    const stat = (questionId: string, position: number, facility: number | null, discrimination: number | null) => ({
      questionId,
      position,
      attempts: 1,
      facility,
      discrimination,
      options: [],
      unanswered: { count: 0, percent: 0 },
      other: { count: 0, percent: 0 },
    });
    const list = [
      stat('a', 0, 50, 30),
      stat('b', 1, 50, 10),
      stat('c', 2, null, null),
      stat('d', 3, 50, null),
      stat('e', 4, 50, 10),
    ];
    expect(weakestFirst(list).map((s) => s.questionId)).toEqual(['b', 'e', 'a', 'd', 'c']);
    expect(sortItemStatistics(list, 'discrimination', 'descending').map((s) => s.questionId)).toEqual([
      'a',
      'b',
      'e',
      'c',
      'd',
    ]);
    expect(sortItemStatistics(list, 'position', 'descending').map((s) => s.questionId)).toEqual([
      'e',
      'd',
      'c',
      'b',
      'a',
    ]);
  });
});

describe('scoreDistribution', () => {
  it('should put each score in one of ten equal bins, a perfect score in the last', () => {
    // Out of 150, ten bins of 15: 0 and 14 → [0, 15); 15 → [15, 30); 75 → [75, 90); 149 and 150 → [135, 150].
    const bins = scoreDistribution([0, 14, 15, 75, 149, 150], { maxScore: 150 });
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ from: 0, to: 15, count: 2 });
    expect(bins[1]).toEqual({ from: 15, to: 30, count: 1 });
    expect(bins[5]).toEqual({ from: 75, to: 90, count: 1 });
    expect(bins[9]).toEqual({ from: 135, to: 150, count: 2 });
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(6);
  });

  it('should keep out-of-range scores in the end bins and leave out what is not a number', () => {
    expect(scoreDistribution([-1, 11, Number.NaN], { maxScore: 10, bins: 2 })).toEqual([
      { from: 0, to: 5, count: 1 },
      { from: 5, to: 10, count: 1 },
    ]);
  });

  it('should refuse a bin layout it cannot draw', () => {
    expect(() => scoreDistribution([], { maxScore: 0 })).toThrow(RangeError);
    expect(() => scoreDistribution([], { maxScore: 10, bins: 2.5 })).toThrow(RangeError);
  });
});
