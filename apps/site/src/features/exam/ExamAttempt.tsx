import type { ExamSession, ExamTemplate, UserExam } from '@review-center/domain';
import { InProgressScreen } from './InProgressScreen.tsx';
import { ErrorScreen } from './screens.tsx';
import type { Dispatch } from './dispatch.ts';
import { SubmittedScreen } from './SubmittedScreen.tsx';
import { TimeUpScreen } from './TimeUpScreen.tsx';
import { useExamOutbox } from './useExamOutbox.ts';

/**
 * An attempt from START or CONTINUE to its end: in progress, time is up, submitted (product §2
 * screens 5 to 7, product §4 "Exam flow").
 */
export function ExamAttempt({
  userId,
  template,
  attempt,
  session,
  dispatch,
  offsetMs,
}: {
  userId: string;
  template: ExamTemplate;
  attempt: UserExam;
  session: ExamSession;
  dispatch: Dispatch;
  offsetMs: number;
}) {
  const on = session.screen.screen;
  const { outbox, answers, flagOutbox, flags, submit } = useExamOutbox({
    userId,
    attempt,
    running: on === 'in-progress',
    dispatch,
  });

  if (on === 'time-up') return <TimeUpScreen submit={submit} />;
  if (on === 'submitted') return <SubmittedScreen name={template.name} />;
  if (on !== 'in-progress') return <ErrorScreen screen={session.screen} />;
  return (
    <InProgressScreen
      userId={userId}
      template={template}
      attempt={attempt}
      outbox={outbox}
      answers={answers}
      flagOutbox={flagOutbox}
      flags={flags}
      paused={session.paused}
      dispatch={dispatch}
      offsetMs={offsetMs}
      submit={submit}
    />
  );
}
