import { toFailure } from '@review-center/api-client';
import { useResendVerification, useVerifyUser } from '@review-center/api-client/react';
import { Button, Link, ResultPanel } from '@review-center/design-system';
import { isLinkExpired, messageFor, PAGE_MESSAGES } from '@review-center/domain';
import { useState } from 'react';
import { paths } from '../../app/paths.ts';
import { notifyError } from '../../app/notify.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { useCallOnOpen } from '../../app/use-call-on-open.ts';

export interface VerifyAccountPageProps {
  user: string;
  /** The token of the e-mailed link: `<value>-<expiryMs>` (product §4 Verify). */
  token: string;
  /** The clock, for tests. */
  now?: () => number;
}

type VerifyState = 0 | 1 | -1 | 2;

/**
 * Verify account (product §2, §4 Verify): 0 loading, 1 success, -1 failed, 2 resent. On load the
 * expiry is checked first (expired is failed), then the verification is called.
 */
export function VerifyAccountPage({ user, token, now = Date.now }: VerifyAccountPageProps) {
  // The expiry is checked before anything else (product §4 Verify). Not a prerendered page, so
  // reading the clock on the first render cannot break hydration.
  const [expired] = useState(() => isLinkExpired(token, now()));
  const [resent, setResent] = useState(false);
  const verify = useVerifyUser();
  const resend = useResendVerification();
  const { mutate } = verify;
  useCallOnOpen(() => mutate({ params: { id: user }, body: { token } }), { skip: expired });

  // Read from the mutation itself rather than per-call callbacks, which TanStack Query skips
  // when the component re-subscribes meanwhile.
  const state: VerifyState = resent ? 2 : expired || verify.isError ? -1 : verify.isSuccess ? 1 : 0;

  const requestNewLink = async () => {
    try {
      await resend.mutateAsync({ params: { id: user } });
      setResent(true);
    } catch (error) {
      notifyError(messageFor('verify-resend', toFailure(error)));
    }
  };

  return (
    <PageMain>
      {state === 0 ? (
        <ResultPanel status="pending" heading="Verifying your account" pendingLabel="Verifying" />
      ) : state === 1 ? (
        <ResultPanel
          heading={PAGE_MESSAGES.verifySuccess}
          actions={
            <Link href={paths.login} variant="button">
              Log in
            </Link>
          }
        />
      ) : state === -1 ? (
        <ResultPanel
          status="error"
          heading={PAGE_MESSAGES.verifyFailed}
          actions={
            <Button onPress={() => void requestNewLink()} isPending={resend.isPending}>
              REQUEST NEW LINK
            </Button>
          }
        />
      ) : (
        <ResultPanel heading={PAGE_MESSAGES.verifyResent} />
      )}
    </PageMain>
  );
}
