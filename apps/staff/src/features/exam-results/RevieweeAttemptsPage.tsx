import { Link, Spinner } from '@review-center/design-system';
import { useParams } from 'react-router-dom';
import { problemOf } from '../../app/problem.ts';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { AttemptsTable } from './AttemptsTable.tsx';

/** Every exam attempt of one reviewee, the latest first (decision 0051). */
export function RevieweeAttemptsPage() {
  const { id = '' } = useParams();
  const attempts = useStaffQuery('listRevieweeAttempts', { params: { id } });
  if (attempts.isPending) return <Spinner label="Loading the attempts" />;
  if (attempts.isError) {
    return (
      <>
        <h1>Exam attempts</h1>
        <p role="alert">The attempts could not load: {problemOf(attempts.error)}</p>
        <Link href="/exams">Back to the exam results</Link>
      </>
    );
  }
  const { reviewee } = attempts.data;
  return (
    <>
      <p>
        <Link href="/exams">Exam results</Link>
      </p>
      <h1>Exam attempts of {reviewee.name}</h1>
      <p>{reviewee.email}</p>
      <AttemptsTable attempts={attempts.data.attempts} show="exam" label={`Exam attempts of ${reviewee.name}`} />
    </>
  );
}
