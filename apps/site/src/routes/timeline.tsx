import { PageMain } from '../app/PageMain.tsx';
import { Timeline } from '../features/content/Timeline.tsx';

export function Component() {
  return (
    <PageMain title="Timeline">
      <Timeline />
    </PageMain>
  );
}
