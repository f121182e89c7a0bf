import { useParams } from 'react-router-dom';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';

/** /account/reset-password/{user}/{token} (product §2). */
export function Component() {
  const { user = '', token = '' } = useParams();
  // A new link is a new page: key by it so its state starts over.
  return <ResetPasswordPage key={`${user}/${token}`} user={user} token={token} />;
}
