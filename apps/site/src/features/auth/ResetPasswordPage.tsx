import { toFailure } from '@review-center/api-client';
import { useChangePassword, useResetLink } from '@review-center/api-client/react';
import { Link, ResultPanel } from '@review-center/design-system';
import {
  ERROR_MESSAGES,
  isLinkExpired,
  messageFor,
  PAGE_MESSAGES,
  parseLinkToken,
  type NewPasswordValues,
} from '@review-center/domain';
import { NewPasswordForm } from '@review-center/forms';
import { useState } from 'react';
import { paths } from '../../app/paths.ts';
import { EXPIRED_PARAM } from './expired-link.ts';
import { notifyError } from '../../app/notify.ts';
import { PageMain } from '../../app/PageMain.tsx';

const RESET_TITLE = 'RESET ACCOUNT PASSWORD';

export interface ResetPasswordPageProps {
  user: string;
  /** The token of the e-mailed link: `<value>-<expiryMs>` (product §4 Reset). */
  token: string;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * Reset password (product §2, §4 Reset): 0 the form, -1 expired, 1 success. The expiry suffix is
 * checked before anything else; the token is sent without it (product §7 change-password-v2).
 * The server is asked at once whether the link was used (or has expired by its clock), so a
 * reviewee who opens an old e-mail learns it before typing a password; until it answers, or if
 * it cannot, the form stays usable and the change call decides.
 */
export function ResetPasswordPage({ user, token, now = Date.now }: ResetPasswordPageProps) {
  // Not a prerendered page, so reading the clock on the first render cannot break hydration.
  const [state, setState] = useState<0 | 1 | -1>(() => (isLinkExpired(token, now()) ? -1 : 0));
  const changePassword = useChangePassword();
  const link = useResetLink(user, token);
  const shown = state === 0 && link.data?.state === 'expired' ? -1 : state;
  const used = state === 0 && link.data?.state === 'used';

  const submit = async ({ password }: NewPasswordValues) => {
    const parsed = parseLinkToken(token);
    // The link may expire while the form is open: the same check again, before the call.
    if (!parsed || isLinkExpired(token, now())) {
      setState(-1);
      return;
    }
    try {
      await changePassword.mutateAsync({ body: { user, token: parsed.value, password } });
      setState(1);
    } catch (error) {
      notifyError(messageFor('change-password', toFailure(error)));
    }
  };

  return (
    <PageMain>
      {used ? (
        <ResultPanel
          status="error"
          heading={RESET_TITLE}
          actions={
            <Link href={paths.forgotPassword} variant="button">
              Request a new link
            </Link>
          }
        >
          <p>{PAGE_MESSAGES.resetLinkUsed}</p>
        </ResultPanel>
      ) : shown === -1 ? (
        <ResultPanel
          status="error"
          heading={RESET_TITLE}
          actions={
            <Link href={`${paths.forgotPassword}?${EXPIRED_PARAM}`} variant="button">
              Request a new link
            </Link>
          }
        >
          <p>{ERROR_MESSAGES.resetLinkExpired}</p>
        </ResultPanel>
      ) : shown === 1 ? (
        <ResultPanel
          heading={RESET_TITLE}
          actions={
            <Link href={paths.login} variant="button">
              Log in
            </Link>
          }
        >
          <p>{PAGE_MESSAGES.passwordChanged}</p>
        </ResultPanel>
      ) : (
        <>
          <h1>{RESET_TITLE}</h1>
          <NewPasswordForm onSubmit={submit} />
        </>
      )}
    </PageMain>
  );
}
