import { PageMain } from '../app/PageMain.tsx';
import { AnnouncementList } from '../features/announcements/AnnouncementList.tsx';

export function Component() {
  return (
    <PageMain title="Announcements">
      <AnnouncementList />
    </PageMain>
  );
}
