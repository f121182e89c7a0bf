/**
 * Item analysis of an exam's attempts, after Moodle's quiz statistics report
 * (https://docs.moodle.org/dev/Quiz_statistics_calculations): per question, the facility index,
 * the discrimination index and how often each option was chosen; and the score distribution the
 * results page draws. The staff results page and the API call these; formulas and choices are in
 * decision 0043.
 *
 * One pass over attempts × questions with running sums (no per-question re-scan), so 5,000
 * attempts of a 150-question exam is 750,000 steps (`scripts/bench/item-statistics.ts`).
 */
import type { ExamAnswers } from './exam.ts';

/** A question as the statistics see it: its stored option labels, in order, and the correct one. */
export interface StatisticsQuestion {
  id: string;
  options: readonly string[];
  correct: string;
}

/** A completed attempt: the stored label chosen per question id (what the attempt stores). */
export interface StatisticsAttempt {
  answers: ExamAnswers;
  /**
   * The question ids this attempt was given, when it drew from the bank; absent, it was given
   * every question. A question an attempt was not given does not count in that question's figures.
   */
  questions?: readonly string[];
  /**
   * Whether each answer was right, when the attempt was scored against a key other than the
   * question's current one (a question versioned since); absent, an answer is right when it is
   * the question's `correct` label.
   */
  correct?: Readonly<Record<string, boolean>>;
}

/** How many of the attempts given a question chose something, and their share in percent. */
export interface ChoiceShare {
  count: number;
  /** count / attempts given the question × 100; 0 when no attempt was given it. */
  percent: number;
}

export interface OptionShare extends ChoiceShare {
  label: string;
  isCorrect: boolean;
}

export interface ItemStatistic {
  questionId: string;
  /** The question's index in the list given: the exam's order, and the last tie-break of every sort. */
  position: number;
  /** Attempts that were given the question. */
  attempts: number;
  /** Mean item score / maximum item score × 100; null when no attempt was given the question. */
  facility: number | null;
  /**
   * Pearson correlation between the item score and the score on the rest of the test, × 100
   * (−100 to 100). Null when either has no variance (everyone right, everyone wrong, everyone the
   * same rest score) or fewer than two attempts: the correlation is undefined there, not zero.
   */
  discrimination: number | null;
  /** Every option in its stored order, the correct one marked. */
  options: OptionShare[];
  unanswered: ChoiceShare;
  /** Answers that are none of the options (an option since removed): scored wrong, counted apart. */
  other: ChoiceShare;
}

const share = (count: number, of: number): ChoiceShare => ({ count, percent: of > 0 ? (count / of) * 100 : 0 });

/**
 * Per-question statistics over completed attempts. Items score 1 when the stored answer is the
 * correct label and 0 otherwise (the product's score counts correct answers), so every sum below
 * is a whole number and exact in floating point: a zero variance is exactly zero.
 */
export function itemStatistics(
  questions: readonly StatisticsQuestion[],
  attempts: readonly StatisticsAttempt[],
): ItemStatistic[] {
  const count = questions.length;
  const positionOf = new Map<string, number>();
  questions.forEach((question, index) => positionOf.set(question.id, index));

  // Running sums per question over the attempts given it: n, Σx, Σx², Σy, Σy², Σxy, where x is
  // the item score and y the rest of the attempt's score (its total minus x).
  const n = new Float64Array(count);
  const sumX = new Float64Array(count);
  const sumY = new Float64Array(count);
  const sumYY = new Float64Array(count);
  const sumXY = new Float64Array(count);
  // Per question: one counter per option, then unanswered, then other.
  const tallies = questions.map((question) => new Int32Array(question.options.length + 2));

  const given = new Int32Array(count);
  const itemScore = new Uint8Array(count);
  const seenIn = new Int32Array(count).fill(-1);

  attempts.forEach((attempt, attemptIndex) => {
    let givenCount = 0;
    if (attempt.questions) {
      for (const id of attempt.questions) {
        const index = positionOf.get(id);
        if (index === undefined || seenIn[index] === attemptIndex) continue;
        seenIn[index] = attemptIndex;
        given[givenCount++] = index;
      }
    } else {
      for (let index = 0; index < count; index++) given[givenCount++] = index;
    }

    let total = 0;
    for (let k = 0; k < givenCount; k++) {
      const index = given[k]!;
      const question = questions[index]!;
      const answer = attempt.answers[question.id];
      const tally = tallies[index]!;
      let score = 0;
      if (typeof answer !== 'string' || answer === '') {
        tally[question.options.length]!++;
      } else {
        const option = question.options.indexOf(answer);
        tally[option < 0 ? question.options.length + 1 : option]!++;
        if (attempt.correct ? attempt.correct[question.id] === true : answer === question.correct) score = 1;
      }
      itemScore[index] = score;
      total += score;
    }

    for (let k = 0; k < givenCount; k++) {
      const index = given[k]!;
      const x = itemScore[index]!;
      const y = total - x;
      n[index]!++;
      sumX[index]! += x;
      sumY[index]! += y;
      sumYY[index]! += y * y;
      sumXY[index]! += x * y;
    }
  });

  return questions.map((question, index) =>
    finish(question, index, {
      n: n[index]!,
      sumX: sumX[index]!,
      sumY: sumY[index]!,
      sumYY: sumYY[index]!,
      sumXY: sumXY[index]!,
      tally: tallies[index]!,
    }),
  );
}

interface Sums {
  n: number;
  sumX: number;
  sumY: number;
  sumYY: number;
  sumXY: number;
  /** One count per option, then unanswered, then other. */
  tally: ArrayLike<number>;
}

/** A question's figures from its running sums: the one place the formulas of decision 0043 live. */
function finish(
  question: StatisticsQuestion,
  index: number,
  { n: attemptsGiven, sumX: sx, sumY: sy, sumYY, sumXY, tally }: Sums,
): ItemStatistic {
  // x is 0 or 1, so Σx² = Σx. With n·Σ… − Σ·Σ every term is a whole number: no rounding.
  const covariance = attemptsGiven * sumXY - sx * sy;
  const varianceX = attemptsGiven * sx - sx * sx;
  const varianceY = attemptsGiven * sumYY - sy * sy;
  const optionCount = question.options.length;
  return {
    questionId: question.id,
    position: index,
    attempts: attemptsGiven,
    facility: attemptsGiven > 0 ? (sx / attemptsGiven) * 100 : null,
    discrimination: varianceX > 0 && varianceY > 0 ? (covariance / Math.sqrt(varianceX * varianceY)) * 100 : null,
    options: question.options.map((label, option) => ({
      label,
      isCorrect: label === question.correct,
      ...share(tally[option]!, attemptsGiven),
    })),
    unanswered: share(tally[optionCount]!, attemptsGiven),
    other: share(tally[optionCount + 1]!, attemptsGiven),
  };
}

/** What a database can add up for one exam whose attempts were each given every question. */
export interface ItemTotals {
  /** Completed attempts, their total scores T summed, and the squares of those summed. */
  attempts: number;
  scoreSum: number;
  scoreSquareSum: number;
  /**
   * Per question id, per stored answer label: how many attempts chose it and the sum of those
   * attempts' total scores. Unanswered questions are not listed (they are the rest).
   */
  choices: ReadonlyMap<string, ReadonlyMap<string, { count: number; scoreSum: number }>>;
}

/**
 * The same figures as `itemStatistics` from totals a database computes in one GROUP BY
 * (decision 0051), without sending every answer: for an item, with T the attempt's total and
 * x ∈ {0, 1}, Σy = ΣT − Σx, Σxy = ΣxT − Σx and Σy² = ΣT² − 2ΣxT + Σx, since y = T − x and
 * x² = x. Right means the stored answer is the question's correct label, and T is the attempt's
 * stored score, so it applies to attempts scored against the current key and given every question.
 */
export function itemStatisticsFromTotals(
  questions: readonly StatisticsQuestion[],
  totals: ItemTotals,
): ItemStatistic[] {
  const { attempts, scoreSum, scoreSquareSum } = totals;
  return questions.map((question, index) => {
    const chosen = totals.choices.get(question.id);
    const tally = new Array<number>(question.options.length + 2).fill(0);
    let answered = 0;
    for (const [label, { count }] of chosen ?? []) {
      const option = question.options.indexOf(label);
      tally[option < 0 ? question.options.length + 1 : option]! += count;
      answered += count;
    }
    tally[question.options.length] = attempts - answered;
    const right = chosen?.get(question.correct);
    const sumX = right?.count ?? 0;
    const sumXT = right?.scoreSum ?? 0;
    return finish(question, index, {
      n: attempts,
      sumX,
      sumY: scoreSum - sumX,
      sumXY: sumXT - sumX,
      sumYY: scoreSquareSum - 2 * sumXT + sumX,
      tally,
    });
  });
}

export type ItemStatisticKey = 'position' | 'facility' | 'discrimination';

/**
 * The statistics ordered by one figure, ties broken by the exam's order. A null figure (no
 * attempts, or no variance) sorts last in either direction: it says nothing about the question.
 */
export function sortItemStatistics<T extends ItemStatistic>(
  statistics: readonly T[],
  key: ItemStatisticKey,
  direction: 'ascending' | 'descending' = 'ascending',
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...statistics].sort((a, b) => compareBy(a, b, key, sign) || a.position - b.position);
}

function compareBy(a: ItemStatistic, b: ItemStatistic, key: ItemStatisticKey, sign: number): number {
  const x = a[key];
  const y = b[key];
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return (x - y) * sign;
}

/**
 * The weakest questions first: the lowest facility (what the cohort most often got wrong), then,
 * between equally hard questions, the lowest discrimination (the one that tells strong and weak
 * reviewees apart least), then the exam's order.
 */
export const weakestFirst = <T extends ItemStatistic>(statistics: readonly T[]): T[] =>
  [...statistics].sort(
    (a, b) => compareBy(a, b, 'facility', 1) || compareBy(a, b, 'discrimination', 1) || a.position - b.position,
  );

export interface ScoreBin {
  /** Lowest score in the bin. */
  from: number;
  /** The bin holds scores below `to`; the last bin holds `to` itself too (a perfect score). */
  to: number;
  count: number;
}

/**
 * The score distribution as `bins` equal bins from 0 to `maxScore` (Moodle's overview report
 * draws ten). A score below 0 counts in the first bin, above `maxScore` in the last; a score that
 * is not a finite number is left out.
 */
export function scoreDistribution(
  scores: readonly number[],
  { maxScore, bins = 10 }: { maxScore: number; bins?: number },
): ScoreBin[] {
  if (!(maxScore > 0) || !Number.isInteger(bins) || bins < 1) {
    throw new RangeError(
      `scoreDistribution needs maxScore > 0 and a whole number of bins ≥ 1 (got ${maxScore}, ${bins})`,
    );
  }
  const counts = new Array<number>(bins).fill(0);
  for (const score of scores) {
    if (!Number.isFinite(score)) continue;
    // score × bins / max rather than score / (max / bins): exact for whole scores and whole bins.
    const bin = Math.min(bins - 1, Math.max(0, Math.floor((score * bins) / maxScore)));
    counts[bin]!++;
  }
  return counts.map((count, bin) => ({ from: (bin * maxScore) / bins, to: ((bin + 1) * maxScore) / bins, count }));
}
