import { PageMain } from '../app/PageMain.tsx';
import { PrivacyPolicy } from '../features/content/PrivacyPolicy.tsx';

export function Component() {
  return (
    <PageMain title="Privacy Policy">
      <PrivacyPolicy />
    </PageMain>
  );
}
