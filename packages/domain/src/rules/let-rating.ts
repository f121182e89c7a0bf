/**
 * The LET readiness view (My Progress): the weighted average of a reviewee's latest General
 * Education, Professional Education and specialization results, judged by the LET's pass rule.
 * Weights and rule as the PRC applies them to the real examination (sources in decision 0043):
 *
 * - elementary takers (BEEd): General Education 40 %, Professional Education 60 %;
 * - secondary takers (BSEd, and those with education units): General Education 20 %,
 *   Professional Education 40 %, the specialization (major) 40 %;
 * - pass: a weighted average of at least 75 with no part below 50.
 */
import type { Course } from '../constants.ts';
import { epochMs, type Instant } from './instant.ts';

export const LET_PARTS = ['general', 'professional', 'specialization'] as const;
export type LetPart = (typeof LET_PARTS)[number];
export const LET_PART_TITLES = {
  general: 'General Education',
  professional: 'Professional Education',
  specialization: 'Specialization',
} as const satisfies Record<LetPart, string>;

export type LetLevel = 'elementary' | 'secondary';

/** Weights in whole percent, so the weighted sum is computed on whole numbers. */
export const LET_WEIGHTS = {
  elementary: { general: 40, professional: 60 },
  secondary: { general: 20, professional: 40, specialization: 40 },
} as const satisfies Record<LetLevel, Partial<Record<LetPart, number>>>;

export const LET_PASSING = { average: 75, partMinimum: 50 } as const;

/**
 * BEED takers sit the elementary level; everyone else has a specialization (product §2: it is
 * asked whenever the course is not BEED) and sits the secondary level.
 */
export const letLevelForCourse = (course: Course): LetLevel => (course === 'BEED' ? 'elementary' : 'secondary');

/**
 * One result of a part: a percentage and when it was taken. Pass the unrounded percentage
 * (score / items × 100), not the whole percent `scorePercent` shows: 74.6 must not read as 75.
 */
export interface LetResult {
  part: LetPart;
  percent: number;
  date: Instant;
}

export interface LetPartRating {
  part: LetPart;
  percent: number;
  /** Whole percent. */
  weight: number;
  /** What the part adds to the average: weight × percent / 100. */
  points: number;
  /**
   * What the part costs the average against the passing mark: weight × (75 − percent) / 100.
   * Negative when the part is above 75 and makes up for another.
   */
  pointsShort: number;
}

export type LetRating =
  | {
      verdict: 'incomplete';
      level: LetLevel;
      /** The parts with no result yet, in the order of LET_PARTS. */
      missing: LetPart[];
      /** The parts that have one. */
      parts: LetPartRating[];
    }
  | {
      verdict: 'pass' | 'fail';
      level: LetLevel;
      /** The weighted average, unrounded (show it with `formatLetAverage`). */
      average: number;
      parts: LetPartRating[];
      /** Parts below 50: each fails the reviewee whatever the average. */
      belowMinimum: LetPart[];
      /**
       * What holds the reviewee back: every part below 50 and, when the average is short of 75,
       * the part (or tied parts) costing it the most points. Empty on a pass.
       */
      holdingBack: LetPart[];
    };

// Percentages computed as score / items are not exact in binary; a weighted sum (in percent × weight)
// within this of the mark is the mark. A hundredth of a percent on the lightest part moves it by 0.2.
const EPSILON = 1e-6;

/**
 * The reviewee's LET rating from their results: the latest result of each part of their level
 * (ties on the date: the later in the list), results of parts their level does not have ignored.
 * With a part missing there is no verdict, only the list of what is missing.
 */
export function letRating({ level, results }: { level: LetLevel; results: readonly LetResult[] }): LetRating {
  const weights: Partial<Record<LetPart, number>> = LET_WEIGHTS[level];
  const latest = new Map<LetPart, { percent: number; at: number }>();
  for (const result of results) {
    if (weights[result.part] === undefined) continue;
    const at = epochMs(result.date);
    const held = latest.get(result.part);
    if (!held || at >= held.at) latest.set(result.part, { percent: result.percent, at });
  }

  const levelParts = LET_PARTS.filter((part) => weights[part] !== undefined);
  const parts = levelParts.flatMap((part): LetPartRating[] => {
    const held = latest.get(part);
    if (!held) return [];
    const weight = weights[part]!;
    return [
      {
        part,
        percent: held.percent,
        weight,
        points: (weight * held.percent) / 100,
        pointsShort: (weight * (LET_PASSING.average - held.percent)) / 100,
      },
    ];
  });
  const missing = levelParts.filter((part) => !latest.has(part));
  if (missing.length > 0) return { verdict: 'incomplete', level, missing, parts };

  const weightedSum = parts.reduce((sum, part) => sum + part.weight * part.percent, 0);
  const average = weightedSum / 100;
  const averageShort = weightedSum < LET_PASSING.average * 100 - EPSILON;
  const belowMinimum = parts
    .filter((part) => part.percent < LET_PASSING.partMinimum - EPSILON)
    .map((part) => part.part);

  const costliest = averageShort ? Math.max(...parts.map((part) => part.pointsShort)) : Number.POSITIVE_INFINITY;
  const holdingBack = parts
    .filter((part) => belowMinimum.includes(part.part) || part.pointsShort >= costliest - EPSILON)
    .map((part) => part.part);

  const passed = !averageShort && belowMinimum.length === 0;
  return { verdict: passed ? 'pass' : 'fail', level, average, parts, belowMinimum, holdingBack };
}

/**
 * The average as the readiness view shows it: two decimals, cut rather than rounded, so a shown
 * 75.00 is always a pass of the average (74.996 reads 74.99, never 75.00).
 */
export const formatLetAverage = (average: number): string => (Math.floor(average * 100 + EPSILON) / 100).toFixed(2);
