import { PageMain } from '../app/PageMain.tsx';
import type { RouteHandle } from '../app/boot-plan.ts';
import { SupportPage } from '../features/support/SupportPage.tsx';

/** A form: the app starts with the page rather than after it has loaded (boot.ts). */
export const handle: RouteHandle = { startsAtOnce: true };

export function Component() {
  return (
    <PageMain title="Support">
      <SupportPage />
    </PageMain>
  );
}
