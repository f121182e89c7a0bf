import { serverMessage } from '@review-center/api-client';
import { useUnsubscribeFromExamReminders } from '@review-center/api-client/react';
import { Link, ResultPanel } from '@review-center/design-system';
import { ERROR_MESSAGES, EXAM_REMINDER_MESSAGES } from '@review-center/domain';
import { paths } from '../../app/paths.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { useCallOnOpen } from '../../app/use-call-on-open.ts';

export interface UnsubscribePageProps {
  /** The key of the e-mailed link (decision 0091): it names the account, no sign-in needed. */
  reminderKey: string;
}

/**
 * /exam-reminders/unsubscribe/{key} (decision 0091): the link at the foot of an exam reminder.
 * Opening it stops that account's exam reminders and says so; the other e-mails keep coming.
 * Opening it again says the same.
 */
export function UnsubscribePage({ reminderKey }: UnsubscribePageProps) {
  const unsubscribe = useUnsubscribeFromExamReminders();
  const { mutate } = unsubscribe;
  useCallOnOpen(() => mutate({ body: { key: reminderKey } }));

  const home = (
    <Link href={paths.home} variant="button">
      {EXAM_REMINDER_MESSAGES.home}
    </Link>
  );
  return (
    <PageMain>
      {unsubscribe.isError ? (
        <ResultPanel
          status="error"
          heading={serverMessage(unsubscribe.error) ?? ERROR_MESSAGES.generic}
          actions={home}
        />
      ) : unsubscribe.isSuccess ? (
        <ResultPanel heading={EXAM_REMINDER_MESSAGES.stopped} actions={home}>
          <p>{EXAM_REMINDER_MESSAGES.stoppedDetail}</p>
        </ResultPanel>
      ) : (
        <ResultPanel
          status="pending"
          heading={EXAM_REMINDER_MESSAGES.stopping}
          pendingLabel={EXAM_REMINDER_MESSAGES.stopping}
        />
      )}
    </PageMain>
  );
}
