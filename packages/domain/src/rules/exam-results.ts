/**
 * What the results pages share (decision 0051): which LET part an exam category stands for, an
 * attempt's percentage and time taken, and the results' CSV export. The staff results page, the
 * reviewee's My Exams and My Progress, and the API call these, so each figure is computed once.
 */
import { toCsv } from './csv.ts';
import type { ItemStatistic } from './item-statistics.ts';
import type { LetPart } from './let-rating.ts';

/**
 * The exam categories seeded by the product (product §7 GET /categories) as LET parts, by id: a
 * category staff rename keeps its part; a category of their own stands for no part.
 */
const PART_OF_CATEGORY: Readonly<Record<string, LetPart>> = {
  'general-education': 'general',
  'professional-education': 'professional',
  specialization: 'specialization',
};

/** The LET part an exam category counts towards in the readiness view, or null. */
export const letPartOfCategory = (categoryId: string | null | undefined): LetPart | null =>
  (categoryId && PART_OF_CATEGORY[categoryId]) || null;

/**
 * The unrounded percentage of an attempt (score / items × 100), which the LET rating needs:
 * `scorePercent`'s whole percent would read 74.6 as 75 (decision 0043). 0 for an empty exam.
 */
export const attemptPercent = (score: number, items: number): number => (items > 0 ? (score / items) * 100 : 0);

/** "1 h 05 min", "12 min 30 s", "45 s": how long an attempt took, as staff read it. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min ${String(rest).padStart(2, '0')} s`;
  return `${rest} s`;
}

/** A figure of the item analysis with two decimals, as Moodle shows them (decision 0043); "—" when undefined. */
export const formatStatistic = (value: number | null): string => (value === null ? '—' : value.toFixed(2));

// A cell a spreadsheet would run as a formula gets one leading apostrophe, as the question CSV
// does (decision 0043): a reviewee's name is theirs to type.
const FORMULA = /^'*[=+\-@\t\r]/;
export const defuse = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);

/** One attempt as the results export writes it. */
export interface ResultsCsvAttempt {
  name: string;
  email: string;
  startedAt: string;
  submittedAt: string | null;
  closedByServer: boolean;
  score: number | null;
  items: number;
  timeTakenMs: number | null;
}

/**
 * The results of one exam as CSV (RFC 4180, CRLF): the attempts, a blank line, then the item
 * analysis in the order given (the page's: weakest first) with each option's share.
 */
export function examResultsCsv(
  attempts: readonly ResultsCsvAttempt[],
  statistics: readonly (ItemStatistic & { number: number })[],
): string {
  const optionLabels = [...new Set(statistics.flatMap((item) => item.options.map((option) => option.label)))].sort();
  const rows: string[][] = [
    [
      'Reviewee',
      'E-mail',
      'Started',
      'Submitted',
      'Closed by the server',
      'Score',
      'Items',
      'Percent',
      'Time taken (s)',
    ],
    ...attempts.map((a) => [
      defuse(a.name),
      defuse(a.email),
      a.startedAt,
      a.submittedAt ?? '',
      a.closedByServer ? 'yes' : 'no',
      a.score === null ? '' : String(a.score),
      String(a.items),
      a.score === null ? '' : attemptPercent(a.score, a.items).toFixed(2),
      a.timeTakenMs === null ? '' : String(Math.round(a.timeTakenMs / 1000)),
    ]),
    [],
    [
      'Question',
      'Attempts',
      'Facility index',
      'Discrimination index',
      'Correct',
      ...optionLabels.map((label) => `Option ${label} (%)`),
      'Unanswered (%)',
      'Other (%)',
    ],
    ...statistics.map((item) => [
      String(item.number),
      String(item.attempts),
      formatStatistic(item.facility),
      formatStatistic(item.discrimination),
      item.options.find((option) => option.isCorrect)?.label ?? '',
      ...optionLabels.map((label) => {
        const option = item.options.find((o) => o.label === label);
        return option ? option.percent.toFixed(2) : '';
      }),
      item.unanswered.percent.toFixed(2),
      item.other.percent.toFixed(2),
    ]),
  ];
  return toCsv(rows);
}
