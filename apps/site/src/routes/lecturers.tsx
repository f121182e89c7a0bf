import { PageMain } from '../app/PageMain.tsx';
import { LecturerList } from '../features/lecturers/LecturerList.tsx';

export function Component() {
  return (
    <PageMain title="Lecturers">
      <LecturerList />
    </PageMain>
  );
}
