import { lecturerQueries } from '@review-center/api-client/react';
import { PAGE_SIZE } from '@review-center/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageMain } from '../app/PageMain.tsx';
import { prefetchRouteData } from '../app/route-data.ts';
import { LecturerList } from '../features/lecturers/LecturerList.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetchRouteData(context, (queries, api) => [
    queries.prefetchInfiniteQuery(lecturerQueries.pages(api, PAGE_SIZE.lecturers)),
  ]);
}

export function Component() {
  return (
    <PageMain title="Lecturers">
      <LecturerList />
    </PageMain>
  );
}
