import { useParams } from 'react-router-dom';
import { requireSession } from '../app/require-session.ts';
import { EnrollmentDetailPage } from '../features/account/EnrollmentDetailPage.tsx';

/** /enrollments/{enrollment} is protected (product §2). */
export const loader = requireSession;

export function Component() {
  const { enrollment = '' } = useParams();
  return <EnrollmentDetailPage enrollmentId={enrollment} />;
}
