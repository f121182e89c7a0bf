import { useParams } from 'react-router-dom';
import { OfferingEnrollment } from '../features/enrollment/OfferingEnrollment.tsx';

/** /offerings/{offering}/enroll (product §2). */
export function Component() {
  const { offering = '' } = useParams();
  return <OfferingEnrollment key={offering} offeringId={offering} />;
}
