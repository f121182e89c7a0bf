import { useResetPassword } from '@review-center/api-client/react';
import { Link, ResultPanel } from '@review-center/design-system';
import { ERROR_MESSAGES, messageFor, type ForgotPasswordValues } from '@review-center/domain';
import { ForgotPasswordForm } from '@review-center/forms';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toFailure } from '@review-center/api-client';
import { paths } from '../../app/paths.ts';
import { notifyError } from '../../app/notify.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { EXPIRED_PARAM } from './expired-link.ts';

/**
 * Forgot password (product §2): state 0 the form, 1 done (check spam), -1 arrived from an expired
 * link — the expiry notice above the form, so a new link can be asked for at once.
 */
export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<0 | 1 | -1>(searchParams.has(EXPIRED_PARAM) ? -1 : 0);
  const resetPassword = useResetPassword();

  const submit = async (values: ForgotPasswordValues) => {
    try {
      await resetPassword.mutateAsync({ body: values });
      setState(1);
    } catch (error) {
      // Product §8 has one message for any failure here.
      notifyError(messageFor('forgot-password', toFailure(error)));
    }
  };

  if (state === 1) {
    return (
      <PageMain>
        <ResultPanel
          heading="Check your e-mail"
          actions={
            <Link href={paths.login} variant="button">
              Back to login
            </Link>
          }
        >
          <p>
            We sent a link to reset your password. If you do not see it in your inbox, please check your spam folder.
          </p>
        </ResultPanel>
      </PageMain>
    );
  }

  return (
    <PageMain title="Forgot password">
      {state === -1 ? <p role="alert">{ERROR_MESSAGES.resetLinkExpired}</p> : null}
      <ForgotPasswordForm onSubmit={submit} backLink={<Link href={paths.login}>Back to login</Link>} />
    </PageMain>
  );
}
