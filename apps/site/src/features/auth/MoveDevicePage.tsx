import { serverMessage } from '@review-center/api-client';
import { useCompleteDeviceMove } from '@review-center/api-client/react';
import { Link, ResultPanel } from '@review-center/design-system';
import { DEVICE_MESSAGES, ERROR_MESSAGES } from '@review-center/domain';
import { paths } from '../../app/paths.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { useCallOnOpen } from '../../app/use-call-on-open.ts';
import { useStartSession } from './session.ts';

export interface MoveDevicePageProps {
  user: string;
  /** The token of the e-mailed link (decision 0068). */
  token: string;
}

/**
 * /account/device/{user}/{token} (decision 0068): the e-mailed link, opened in the browser that
 * becomes the account's device. On load the move is made; this browser is then signed in and the
 * old device signed out.
 */
export function MoveDevicePage({ user, token }: MoveDevicePageProps) {
  const move = useCompleteDeviceMove();
  const startSession = useStartSession();
  const { mutate } = move;
  useCallOnOpen(() =>
    mutate({ params: { id: user }, body: { token } }, { onSuccess: (session) => startSession(session.token) }),
  );

  return (
    <PageMain>
      {move.isError ? (
        <ResultPanel
          status="error"
          heading={serverMessage(move.error) ?? ERROR_MESSAGES.generic}
          actions={
            <Link href={paths.login} variant="button">
              Log in
            </Link>
          }
        />
      ) : move.isSuccess ? (
        <ResultPanel
          heading={DEVICE_MESSAGES.moved}
          actions={
            <Link href={paths.account} variant="button">
              My Account
            </Link>
          }
        >
          <p>This device is now your account’s registered device. The other device was signed out.</p>
        </ResultPanel>
      ) : (
        <ResultPanel status="pending" heading="Moving your account to this device" pendingLabel="Moving" />
      )}
    </PageMain>
  );
}
