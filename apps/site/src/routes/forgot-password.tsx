import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';

export function Component() {
  return <ForgotPasswordPage />;
}
