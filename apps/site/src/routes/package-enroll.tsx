import { useSearchParams } from 'react-router-dom';
import { PackageEnrollment } from '../features/enrollment/PackageEnrollment.tsx';

/** /enroll?offering= (product §2 "Package enrollment"). */
export function Component() {
  const [params] = useSearchParams();
  const offering = params.get('offering');
  return <PackageEnrollment key={offering ?? ''} offeringId={offering} />;
}
