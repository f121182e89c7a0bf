import { useParams } from 'react-router-dom';
import { PageMain } from '../app/PageMain.tsx';
import { AnnouncementDetail } from '../features/announcements/AnnouncementDetail.tsx';

/** /announcements/{announcement}: the slug (product §2). The article renders its own h1. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <PageMain>
      <AnnouncementDetail key={slug} slug={slug} />
    </PageMain>
  );
}
