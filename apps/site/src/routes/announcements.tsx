import { announcementQueries } from '@review-center/api-client/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageMain } from '../app/PageMain.tsx';
import { prefetchRouteData } from '../app/route-data.ts';
import { AnnouncementList } from '../features/announcements/AnnouncementList.tsx';
import { announcementListQuery } from '../features/announcements/queries.ts';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetchRouteData(context, (queries, api) => [
    queries.prefetchQuery(announcementQueries.list(api, announcementListQuery)),
  ]);
}

export function Component() {
  return (
    <PageMain title="Announcements">
      <AnnouncementList />
    </PageMain>
  );
}
