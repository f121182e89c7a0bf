import { RegisterPage } from '../features/auth/RegisterPage.tsx';

export function Component() {
  return <RegisterPage />;
}
