import { useParams } from 'react-router-dom';
import { MoveDevicePage } from '../features/auth/MoveDevicePage.tsx';

/** /account/device/{user}/{token}: the e-mailed link that moves the account's device (decision 0068). */
export function Component() {
  const { user = '', token = '' } = useParams();
  // A new link is a new page: key by it so its state starts over.
  return <MoveDevicePage key={`${user}/${token}`} user={user} token={token} />;
}
