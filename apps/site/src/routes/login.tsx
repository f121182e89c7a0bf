import { LoginPage } from '../features/auth/LoginPage.tsx';

export function Component() {
  return <LoginPage />;
}
