import { PageMain } from '../../app/PageMain.tsx';

/** Screen 7: the answers are in; the result follows by e-mail (product §2 "Exam"). */
export function SubmittedScreen({ name }: { name: string }) {
  return (
    <PageMain title="Exam submitted" focusTitle>
      <p>Your answers to {name} have been submitted. Your result will be sent to your e-mail.</p>
    </PageMain>
  );
}
