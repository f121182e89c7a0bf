import { requireSession } from '../app/require-session.ts';
import { AccountPage } from '../features/account/AccountPage.tsx';

/** /account is protected (product §2): a session is needed, or the visitor goes to /login. */
export const loader = requireSession;

export function Component() {
  return <AccountPage />;
}
