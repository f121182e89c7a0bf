import { PageMain } from '../app/PageMain.tsx';
import { About } from '../features/content/About.tsx';

export function Component() {
  return (
    <PageMain title="About Us">
      <About />
    </PageMain>
  );
}
