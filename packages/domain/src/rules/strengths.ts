/**
 * Strengths and improvement areas (decision 0079): a reviewee's score in each LET subject and
 * competency of one exam, against the cohort's average on the same exam. An improvement area is a
 * subject or competency scored below 50 %, the LET's part minimum, or 20 points or more under the
 * cohort's average: the first is short of what the examination asks, the second is what others
 * reviewing with the center already know.
 */
import { attemptPercent } from './exam-results.ts';
import { LET_PASSING, LET_WEIGHTS, type LetLevel, type LetPart } from './let-rating.ts';

export const IMPROVEMENT_AREA = { below: 50, pointsUnderCohort: 20 } as const;

// Percentages computed as score / items are not exact in binary: within this of a boundary is on it.
const EPSILON = 1e-9;

/** One area's result: the reviewee's correct answers out of its items, and the cohort's average. */
export interface AreaScore {
  score: number;
  items: number;
  /** The cohort's average percentage on the same items (the reviewee included). */
  cohortPercent: number;
}

/** Whether an area is one to work on: below 50 %, or at least 20 points under the cohort. */
export function isImprovementArea({ score, items, cohortPercent }: AreaScore): boolean {
  const percent = attemptPercent(score, items);
  return (
    percent < IMPROVEMENT_AREA.below - EPSILON ||
    percent <= cohortPercent - IMPROVEMENT_AREA.pointsUnderCohort + EPSILON
  );
}

/** One answered question of the exam, as the breakdown counts it. */
export interface ScoredItem {
  /** The question's LET subject; null when it has none. */
  subject: string | null;
  /** Its competency code; null when it has none. */
  competency: string | null;
  /** Whether the reviewee's answer was the key. */
  correct: boolean;
  /** How many of the cohort's attempts answered it with the key, and how many attempts there are. */
  cohortCorrect: number;
  cohortAttempts: number;
}

export interface AreaBreakdown<Key> extends AreaScore {
  key: Key;
  improvement: boolean;
}

/**
 * The reviewee's score per subject (untagged questions under `null`) and, within each, per
 * competency, with the cohort's average and whether each is an improvement area. Subjects and
 * competencies keep the order in which the exam first asks them.
 */
export function strengthsBreakdown(
  items: readonly ScoredItem[],
): (AreaBreakdown<string | null> & { competencies: AreaBreakdown<string>[] })[] {
  const subjects = new Map<string | null, { all: ScoredItem[]; byCompetency: Map<string, ScoredItem[]> }>();
  for (const item of items) {
    const subject = subjects.get(item.subject) ?? { all: [], byCompetency: new Map<string, ScoredItem[]>() };
    subjects.set(item.subject, subject);
    subject.all.push(item);
    if (item.competency !== null) {
      subject.byCompetency.set(item.competency, [...(subject.byCompetency.get(item.competency) ?? []), item]);
    }
  }
  return [...subjects].map(([key, { all, byCompetency }]) => ({
    ...area(key, all),
    competencies: [...byCompetency].map(([code, some]) => area(code, some)),
  }));
}

function area<Key>(key: Key, items: readonly ScoredItem[]): AreaBreakdown<Key> {
  const score = items.filter((item) => item.correct).length;
  // Each question weighs the same: the cohort's share of right answers, averaged over the items.
  const cohortPercent =
    items.length === 0
      ? 0
      : (items.reduce((sum, item) => sum + (item.cohortAttempts ? item.cohortCorrect / item.cohortAttempts : 0), 0) /
          items.length) *
        100;
  const scores = { score, items: items.length, cohortPercent };
  return { key, ...scores, improvement: isImprovementArea(scores) };
}

/** One completed result's score per subject, as My Progress rolls them up (decision 0079). */
export interface SubjectResult {
  part: LetPart;
  subjects: readonly { key: string | null; title: string; score: number; items: number }[];
}

/** A subject across every result of its part, and what it costs the weighted average. */
export interface SubjectRollUp {
  key: string | null;
  title: string;
  part: LetPart;
  score: number;
  items: number;
  /**
   * Points of the weighted average the subject costs against the passing 75: the part's weight ×
   * the subject's share of the part's items × (75 − its percentage) / 100. Negative above 75.
   */
  pointsShort: number;
}

/**
 * The subjects of every result of the reviewee's level, each part's results added up, weighted as
 * the readiness rating weighs the parts (decision 0043) and by each subject's share of its part's
 * items; costliest first. `studyNext` is the costliest subject short of 75 %, if any: untagged
 * questions are listed, never recommended.
 */
export function subjectRollUp({ level, results }: { level: LetLevel; results: readonly SubjectResult[] }): {
  subjects: SubjectRollUp[];
  studyNext: SubjectRollUp | null;
} {
  const weights: Partial<Record<LetPart, number>> = LET_WEIGHTS[level];
  const totals = new Map<string, { key: string | null; title: string; part: LetPart; score: number; items: number }>();
  const partItems = new Map<LetPart, number>();
  for (const result of results) {
    if (weights[result.part] === undefined) continue;
    for (const subject of result.subjects) {
      const id = `${result.part} ${subject.key ?? ''}`;
      const total = totals.get(id) ?? { key: subject.key, title: subject.title, part: result.part, score: 0, items: 0 };
      totals.set(id, { ...total, score: total.score + subject.score, items: total.items + subject.items });
      partItems.set(result.part, (partItems.get(result.part) ?? 0) + subject.items);
    }
  }
  const subjects = [...totals.values()]
    .filter((total) => total.items > 0)
    .map((total) => ({
      ...total,
      pointsShort:
        (weights[total.part]! *
          (total.items / partItems.get(total.part)!) *
          (LET_PASSING.average - attemptPercent(total.score, total.items))) /
        100,
    }))
    .sort((a, b) => b.pointsShort - a.pointsShort);
  const studyNext = subjects.find((subject) => subject.key !== null && subject.pointsShort > EPSILON) ?? null;
  return { subjects, studyNext };
}
