import { PageMain } from '../app/PageMain.tsx';
import { SupportPage } from '../features/support/SupportPage.tsx';

export function Component() {
  return (
    <PageMain title="Support">
      <SupportPage />
    </PageMain>
  );
}
