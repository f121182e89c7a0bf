import { PageMain } from '../app/PageMain.tsx';
import { Terms } from '../features/content/Terms.tsx';

export function Component() {
  return (
    <PageMain title="Terms and Conditions">
      <Terms />
    </PageMain>
  );
}
