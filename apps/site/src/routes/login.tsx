import type { RouteHandle } from '../app/boot-plan.ts';
import { LoginPage } from '../features/auth/LoginPage.tsx';

/** A form, rendered by the server (decision 0033): the app starts with the page (boot.ts). */
export const handle: RouteHandle = { startsAtOnce: true };

export function Component() {
  return <LoginPage />;
}
