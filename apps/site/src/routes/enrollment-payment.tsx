import { useParams } from 'react-router-dom';
import { EnrollmentPayment } from '../features/payment/EnrollmentPayment.tsx';

/** /enrollments/{enrollmentId}/payments (product §2 "Enrollment payment"). */
export function Component() {
  const { enrollmentId = '' } = useParams();
  return <EnrollmentPayment key={enrollmentId} enrollmentId={enrollmentId} />;
}
