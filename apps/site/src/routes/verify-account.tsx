import { useParams } from 'react-router-dom';
import { VerifyAccountPage } from '../features/auth/VerifyAccountPage.tsx';

/** /account/verify/{user}/{token} (product §2). */
export function Component() {
  const { user = '', token = '' } = useParams();
  return <VerifyAccountPage key={`${user}/${token}`} user={user} token={token} />;
}
