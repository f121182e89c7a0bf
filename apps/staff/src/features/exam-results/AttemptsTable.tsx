import type { StaffAttempt } from '@review-center/api-client/contract';
import { Link } from '@review-center/design-system';
import { attemptPercent, formatDuration } from '@review-center/domain';
import { formatWhen } from '../../app/dates.ts';
import { lines } from '../../app/Fields.tsx';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';

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
export function AttemptsTable({
  attempts,
  show,
  label,
}: {
  attempts: readonly StaffAttempt[];
  show: keyof typeof FIRST;
  label: string;
}) {
  if (attempts.length === 0) return <p>No attempts yet.</p>;
  return <RecordTable aria-label={label} columns={[FIRST[show], ...COLUMNS]} rows={attempts} />;
}
