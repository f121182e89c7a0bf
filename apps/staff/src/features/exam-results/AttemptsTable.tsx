import type { StaffAttempt } from '@review-center/api-client/contract';
import { Link } from '@review-center/design-system';
import { attemptPercent, formatDuration } from '@review-center/domain';
import { formatWhen } from '../../app/dates.ts';
import { Table } from '../../app/Table.tsx';

/** "Submitted", "Closed by the server" or "In progress", with the moment. */
function ended(attempt: StaffAttempt) {
  if (!attempt.completedAt) return 'In progress';
  return `${attempt.closedByServer ? 'Closed by the server' : 'Submitted'} ${formatWhen(attempt.completedAt)}`;
}

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
  show: 'reviewee' | 'exam';
  label: string;
}) {
  if (attempts.length === 0) return <p>No attempts yet.</p>;
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{show === 'reviewee' ? 'Reviewee' : 'Exam'}</th>
          <th scope="col">Started</th>
          <th scope="col">Ended</th>
          <th scope="col">Score</th>
          <th scope="col">Time taken</th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((attempt) => (
          <tr key={attempt._id}>
            <td>
              {show === 'reviewee' ? (
                <>
                  <Link href={`/reviewees/${attempt.reviewee._id}/exams`}>{attempt.reviewee.name}</Link>
                  <br />
                  {attempt.reviewee.email}
                </>
              ) : (
                <Link href={`/exams/${attempt.exam._id}`}>{attempt.exam.name}</Link>
              )}
            </td>
            <td>{formatWhen(attempt.startedAt)}</td>
            <td>{ended(attempt)}</td>
            <td>
              {attempt.score === null
                ? '—'
                : `${attempt.score} / ${attempt.items} (${attemptPercent(attempt.score, attempt.items).toFixed(2)}%)`}
            </td>
            <td>{attempt.timeTakenMs === null ? '—' : formatDuration(attempt.timeTakenMs)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
