import { PageMain } from '../app/PageMain.tsx';
import { Faq } from '../features/content/Faq.tsx';

export function Component() {
  return (
    <PageMain title="Frequently Asked Questions">
      <Faq />
    </PageMain>
  );
}
