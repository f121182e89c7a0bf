import { NotFound } from '@review-center/design-system';
import type { ExamScreen } from '@review-center/domain';
import { Link, useLocation } from 'react-router-dom';
import { PageMain } from '../../app/PageMain.tsx';
import { here, loginFor } from '../../app/return-to.ts';

/** Screen 1 of product §2 "Exam": the exam needs a signed-in reviewee. */
export function LoginScreen() {
  // Login brings the reviewee back to this exam (decision 0036).
  const location = useLocation();
  return (
    <PageMain title="Log in to take this exam">
      <p>Mock exams are for signed-in reviewees. Log in and you will come back to this exam.</p>
      <Link to={loginFor(here(location))}>Log in</Link>
    </PageMain>
  );
}

/** Screen 2 of product §2 "Exam": the 404 view with its code line (none for 0005, product §8). */
export function ErrorScreen({ screen }: { screen: ExamScreen }) {
  const code = screen.screen === 'error' && screen.codeLine !== undefined ? screen.code : undefined;
  return <NotFound errorCode={code} />;
}
