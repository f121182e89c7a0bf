import { Link } from '@review-center/design-system';
import { ResourceShow } from '../../app/resource/ResourceShow.tsx';
import { AttemptsTable } from './AttemptsTable.tsx';

/** Every exam attempt of one reviewee, the latest first (decision 0051). */
export function RevieweeAttemptsPage() {
  return (
    <ResourceShow
      call="listRevieweeAttempts"
      title="Exam attempts"
      noun="attempts"
      back={['/exams', 'Back to the exam results']}
    >
      {({ reviewee, attempts }) => (
        <>
          <p>
            <Link href="/exams">Exam results</Link>
          </p>
          <h1>Exam attempts of {reviewee.name}</h1>
          <p>{reviewee.email}</p>
          <AttemptsTable attempts={attempts} show="exam" label={`Exam attempts of ${reviewee.name}`} />
        </>
      )}
    </ResourceShow>
  );
}
