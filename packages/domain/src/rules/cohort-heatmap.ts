/**
 * The staff's cohort heatmap (decision 0085): the cohort's average in each LET subject, by branch
 * or by offering, over the chosen exams. An average is the share of right answers over the
 * subject's items of every completed attempt (each item weighing the same, as the cohort's average
 * of decision 0079 is), so exams of different lengths add up.
 */
import { toCsv } from './csv.ts';
import { defuse } from './exam-results.ts';
import { formatLetAverage, LET_PART_TITLES, LET_PASSING, type LetPart } from './let-rating.ts';

// Percentages computed as score / items are not exact in binary: within this of a boundary is on it.
const EPSILON = 1e-9;

/**
 * The heatmap's three bands, on the LET's own marks (LET_PASSING: a pass is an average of 75 with
 * no part below 50): below the part minimum of 50, from 50 to short of the passing average of 75,
 * and 75 or more. Each cell also shows its number: the colour only repeats it.
 */
export const HEAT_BANDS = [
  { band: 'below-minimum', label: 'Below 50 %: under the LET’s part minimum' },
  { band: 'short-of-passing', label: '50 % to under 75 %: short of the passing average' },
  { band: 'passing', label: '75 % or more: at the passing average or above' },
] as const;
export type HeatBand = (typeof HEAT_BANDS)[number]['band'];

/** The band of an average percentage; 50 and 75 belong to the band they open. */
export function heatBand(percent: number): HeatBand {
  if (percent < LET_PASSING.partMinimum - EPSILON) return 'below-minimum';
  if (percent < LET_PASSING.average - EPSILON) return 'short-of-passing';
  return 'passing';
}

/** A cell's average percentage, shown as the LET average is (74.996 reads 74.99, never 75.00). */
export const heatPercent = (score: number, items: number): number => (items === 0 ? 0 : (score / items) * 100);
export const formatHeatPercent = (score: number, items: number): string => formatLetAverage(heatPercent(score, items));

/** One cell as the export writes it: the subject's row, the branch's or offering's column, the figures. */
export interface HeatmapCsvCell {
  subject: string;
  part: LetPart | null;
  group: string;
  reviewees: number;
  score: number;
  items: number;
}

/**
 * The heatmap's figures as CSV, a line per cell in the table's order (each subject, then each
 * branch or offering, then everyone): the same numbers the table shows, and the right answers and
 * items they come from. Text a spreadsheet would run as a formula is defused.
 */
export function cohortHeatmapCsv(by: 'branch' | 'offering', cells: readonly HeatmapCsvCell[]): string {
  return toCsv([
    ['Subject', 'Part', by === 'branch' ? 'Branch' : 'Offering', 'Reviewees', 'Right answers', 'Items', 'Average (%)'],
    ...cells.map((cell) => [
      defuse(cell.subject),
      cell.part === null ? '' : LET_PART_TITLES[cell.part],
      defuse(cell.group),
      String(cell.reviewees),
      String(cell.score),
      String(cell.items),
      formatHeatPercent(cell.score, cell.items),
    ]),
  ]);
}
