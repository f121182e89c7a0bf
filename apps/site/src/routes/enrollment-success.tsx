import { useSearchParams } from 'react-router-dom';
import { EnrollmentSuccess } from '../features/enrollment/EnrollmentSuccess.tsx';

/** /enrollment-success?reference=&status= (product §2). */
export function Component() {
  const [params] = useSearchParams();
  return <EnrollmentSuccess reference={params.get('reference')} status={params.get('status')} />;
}
