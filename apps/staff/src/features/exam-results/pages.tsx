import { Link, Button } from '@review-center/design-system';
import { formatDay, formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import type { ExamResults, ItemStatisticRow, StaffAttempt } from '@review-center/api-client/contract';
import { ProgressChart } from '@review-center/design-system/charts';
import {
  examResultsCsv,
  formatStatistic,
  sortItemStatistics,
  weakestFirst,
  attemptPercent,
  formatDuration,
} from '@review-center/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { showPage } from '../../app/resource/ResourceShow.tsx';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { counted } from '../../app/counted.ts';
import { ButtonRow } from '../../app/ButtonRow.ts';
import { ChoiceSelect } from '../../app/ChoiceSelect.tsx';
import { saveFile } from '../../app/download.ts';
import { lines } from '../../app/Fields.tsx';

const exams = defineList({
  call: 'listStaffExams',
  noun: 'exams',
  label: 'Exams',
  pagesLabel: 'Exam pages',
  unpaged: true,
  columns: [
    { name: 'Exam', cell: (row) => <Link href={`/exams/${row._id}`}>{row.name}</Link> },
    { name: 'Category', cell: (row) => row.category?.title ?? '—' },
    { name: 'Open', cell: (row) => `${formatDay(row.availableFrom)} – ${formatDay(row.availableUntil)}` },
    { name: 'Items', cell: (row) => row.items },
    { name: 'Attempts', cell: (row) => row.attempts },
    { name: 'Completed', cell: (row) => row.completed },
  ],
  empty: () => 'No exams yet.',
});

/** The content editor's exams, the latest window first, each opening its results (decision 0051). */
export function ExamsPage() {
  return <ResourceList title="Exam results" list={exams} />;
}

const Stem = styled.span`
  display: block;
  max-inline-size: 40ch;
`;

const ORDERS = [
  { id: 'weakest', name: 'Weakest first' },
  { id: 'exam', name: 'Exam order' },
  { id: 'discrimination', name: 'Discrimination, lowest first' },
] as const;
type Order = (typeof ORDERS)[number]['id'];

function ordered(statistics: readonly ItemStatisticRow[], order: Order) {
  if (order === 'weakest') return weakestFirst(statistics);
  return sortItemStatistics(statistics, order === 'exam' ? 'position' : 'discrimination', 'ascending');
}

/** One option per line: how many chose it, and which is correct; then the answers no option matched. */
const chosen = (item: ItemStatisticRow) =>
  lines(
    ...item.options.map(
      (option) =>
        `${option.label}: ${option.count} (${option.percent.toFixed(2)}%)${option.isCorrect ? ' — correct' : ''}`,
    ),
    ...(item.other.count > 0 ? [`Other: ${item.other.count}`] : []),
  );

const STATISTIC_COLUMNS: Column<ItemStatisticRow>[] = [
  { name: 'Question', cell: (item) => item.number, rowHeader: true },
  { name: 'Stem', cell: (item) => <Stem>{item.stem}</Stem> },
  { name: 'Attempts', cell: (item) => item.attempts },
  { name: 'Facility index', cell: (item) => formatStatistic(item.facility) },
  { name: 'Discrimination index', cell: (item) => formatStatistic(item.discrimination) },
  { name: 'Options chosen', cell: chosen },
  { name: 'Unanswered', cell: (item) => `${item.unanswered.count} (${item.unanswered.percent.toFixed(2)}%)` },
];

function download(results: ExamResults) {
  const csv = examResultsCsv(
    results.attempts.map(({ reviewee, completedAt, ...attempt }) => ({
      ...attempt,
      name: reviewee.name,
      email: reviewee.email,
      submittedAt: completedAt,
    })),
    results.statistics,
  );
  saveFile(`${results.exam.slug}-results.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/**
 * One exam's results for the content editor (decision 0051): every attempt, the score
 * distribution, and the item analysis of decision 0043 with the weakest question first.
 */
export const ExamResultsPage = showPage(
  { call: 'getExamResults', title: 'Exam results', noun: 'results', back: ['/exams', 'Back to the exams'] },
  (data) => <Results results={data} />,
);

/** The results once they have loaded, with the order of the question statistics. */
function Results({ results }: { results: ExamResults }) {
  const [order, setOrder] = useState<Order>('weakest');
  const { exam, attempts, distribution, statistics } = results;
  const scores = attempts.flatMap((a) => (a.score === null ? [] : [a.score]));
  const mean = scores.length ? scores.reduce((sum, s) => sum + s, 0) / scores.length : null;
  const binLabel = (n: number) => {
    const bin = distribution[n - 1];
    return bin ? `${Math.round(bin.from)}–${Math.round(bin.to)}` : String(n);
  };
  return (
    <>
      <p>
        <Link href="/exams">Exam results</Link>
      </p>
      <h1>{exam.name}</h1>
      <p>
        {exam.category?.title ?? 'No category'} · {counted(exam.items, 'item')} · open {formatDay(exam.availableFrom)} –{' '}
        {formatDay(exam.availableUntil)}
      </p>
      <p>
        {counted(exam.attempts, 'attempt')}, {exam.completed} completed
        {mean === null ? '' : `; mean score ${mean.toFixed(2)} of ${exam.items}`}.
      </p>
      <ButtonRow>
        <Button variant="secondary" onPress={() => download(results)}>
          Export CSV
        </Button>
      </ButtonRow>
      <ProgressChart
        title="Score distribution"
        series={[{ name: 'Attempts', scores: distribution.map((bin) => bin.count) }]}
        formatTestLabel={binLabel}
        testColumnLabel="Score"
        emptyText="No completed attempts yet."
        showTable
        height={240}
      />
      <h2>Attempts</h2>
      <AttemptsTable attempts={attempts} show="reviewee" label="Attempts" />
      <h2>Question statistics</h2>
      <p>
        Facility index: the share of completed attempts that answered correctly. Discrimination index: how well the
        question separates stronger from weaker reviewees (the correlation of the question with the rest of the exam);
        “—” where it cannot be computed.
      </p>
      <ButtonRow>
        <ChoiceSelect
          label="Order"
          items={ORDERS}
          selectedKey={order}
          onSelectionChange={(key) => setOrder(key as Order)}
        />
      </ButtonRow>
      <RecordTable
        aria-label="Question statistics"
        columns={STATISTIC_COLUMNS}
        rows={ordered(statistics, order)}
        rowKey={(item) => item.questionId}
        empty="No questions."
      />
    </>
  );
}

/** Every exam attempt of one reviewee, the latest first (decision 0051). */
export const RevieweeAttemptsPage = showPage(
  {
    call: 'listRevieweeAttempts',
    title: 'Exam attempts',
    noun: 'attempts',
    back: ['/exams', 'Back to the exam results'],
  },
  ({ reviewee, attempts }) => (
    <>
      <p>
        <Link href="/exams">Exam results</Link>
      </p>
      <h1>Exam attempts of {reviewee.name}</h1>
      <p>{reviewee.email}</p>
      <AttemptsTable attempts={attempts} show="exam" label={`Exam attempts of ${reviewee.name}`} />
    </>
  ),
);

/** "Submitted", "Closed by the server" or "In progress", with the moment. */
function ended(attempt: StaffAttempt) {
  if (!attempt.completedAt) return 'In progress';
  return `${attempt.closedByServer ? 'Closed by the server' : 'Submitted'} ${formatWhen(attempt.completedAt)}`;
}

/** The first column: who made the attempt (an exam's results) or which exam (a reviewee's attempts). */
const FIRST = {
  reviewee: {
    name: 'Reviewee',
    cell: (attempt) =>
      lines(
        <Link href={`/reviewees/${attempt.reviewee._id}/exams`}>{attempt.reviewee.name}</Link>,
        attempt.reviewee.email,
      ),
  },
  exam: { name: 'Exam', cell: (attempt) => <Link href={`/exams/${attempt.exam._id}`}>{attempt.exam.name}</Link> },
} satisfies Record<string, Column<StaffAttempt>>;

const COLUMNS: Column<StaffAttempt>[] = [
  { name: 'Started', cell: (attempt) => formatWhen(attempt.startedAt) },
  { name: 'Ended', cell: ended },
  {
    name: 'Score',
    cell: (attempt) =>
      attempt.score === null
        ? '—'
        : `${attempt.score} / ${attempt.items} (${attemptPercent(attempt.score, attempt.items).toFixed(2)}%)`,
  },
  { name: 'Time taken', cell: (attempt) => (attempt.timeTakenMs === null ? '—' : formatDuration(attempt.timeTakenMs)) },
];

/**
 * Attempts as staff read them: who, when started, when submitted (or closed by the server), score
 * and time taken. `show` chooses the first column: the reviewee (an exam's results) or the exam
 * (a reviewee's attempts); each links to the other view.
 */
function AttemptsTable({
  attempts,
  show,
  label,
}: {
  attempts: readonly StaffAttempt[];
  show: keyof typeof FIRST;
  label: string;
}) {
  return (
    <RecordTable aria-label={label} columns={[FIRST[show], ...COLUMNS]} rows={attempts} empty="No attempts yet." />
  );
}
