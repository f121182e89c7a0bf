import { NotFound } from '@review-center/design-system';
import type { ExamScreen } from '@review-center/domain';
import { Link } from 'react-router-dom';
import { PageMain } from '../../app/PageMain.tsx';
import { paths } from '../../app/paths.ts';

/** Screen 1 of product §2 "Exam": the exam needs a signed-in reviewee. */
export function LoginScreen() {
  return (
    <PageMain title="Log in to take this exam">
      <p>Mock exams are for signed-in reviewees. Log in, then open this page again.</p>
      <Link to={paths.login}>Log in</Link>
    </PageMain>
  );
}

/** Screen 2 of product §2 "Exam": the 404 view with its code line (none for 0005, product §8). */
export function ErrorScreen({ screen }: { screen: ExamScreen }) {
  const code = screen.screen === 'error' && screen.codeLine !== undefined ? screen.code : undefined;
  return <NotFound errorCode={code} />;
}
