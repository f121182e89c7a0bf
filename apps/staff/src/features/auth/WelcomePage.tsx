import { toFailure } from '@review-center/api-client';
import { useChangePassword, useResetLink } from '@review-center/api-client/react';
import { Link, ResultPanel } from '@review-center/design-system';
import { isLinkExpired, messageFor, parseLinkToken, type NewPasswordValues } from '@review-center/domain';
import { NewPasswordForm } from '@review-center/forms';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Main } from './SignInPage.tsx';

const TITLE = 'Welcome to the staff console';

/**
 * Where a staff invitation's link opens (/staff/welcome/:user/:token): the new member sets a
 * password, then signs in. The link is the reset link's kind (single-use, expiring, checked by
 * the server at once), so a used or expired one says so before anything is typed.
 */
export function WelcomePage() {
  const { user = '', token = '' } = useParams();
  const [state, setState] = useState<'form' | 'expired' | 'set'>(() =>
    isLinkExpired(token, Date.now()) ? 'expired' : 'form',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const changePassword = useChangePassword();
  const link = useResetLink(user, token);
  const shown = state === 'form' && link.data && link.data.state !== 'usable' ? 'expired' : state;

  const submit = async ({ password }: NewPasswordValues) => {
    const parsed = parseLinkToken(token);
    if (!parsed || isLinkExpired(token, Date.now())) {
      setState('expired');
      return;
    }
    try {
      await changePassword.mutateAsync({ body: { user, token: parsed.value, password } });
      setState('set');
    } catch (error) {
      setProblem(messageFor('change-password', toFailure(error)));
    }
  };

  return (
    <Main>
      {shown === 'expired' ? (
        <ResultPanel status="error" heading={TITLE}>
          <p>
            This invitation link was already used or has expired. Ask an administrator to send a password link from
            Staff accounts.
          </p>
        </ResultPanel>
      ) : shown === 'set' ? (
        <ResultPanel
          heading={TITLE}
          actions={
            <Link href="/" variant="button">
              Sign in
            </Link>
          }
        >
          <p>Your password is set. Sign in with your e-mail address and the new password.</p>
        </ResultPanel>
      ) : (
        <>
          <h1>{TITLE}</h1>
          <p>Choose the password you will sign in with.</p>
          {problem ? <p role="alert">{problem}</p> : null}
          <NewPasswordForm onSubmit={submit} label="Set your password" submitLabel="Set password" />
        </>
      )}
    </Main>
  );
}
