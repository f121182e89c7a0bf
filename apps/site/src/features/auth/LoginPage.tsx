import { isAbortError, toFailure } from '@review-center/api-client';
import { useSignIn } from '@review-center/api-client/react';
import { Link } from '@review-center/design-system';
import { messageFor, type LoginValues } from '@review-center/domain';
import { useState } from 'react';
import { LoginForm } from '@review-center/forms';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { destinationOf, withDestination } from '../../app/return-to.ts';
import { notifyError } from '../../app/notify.ts';
import { useStartSession } from './session.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { DeviceMoveOffer } from './DeviceMoveOffer.tsx';

/**
 * Login (product §2): e-mail and password; on success the session starts and the user goes to
 * /home, or back to the page that sent them here (`?next=`, decision 0036). Refused on a device
 * that is not the account's, it offers to move the account here (decision 0068).
 */
export function LoginPage() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [search] = useSearchParams();
  const destination = destinationOf(search);
  // The credentials of a sign-in refused on this device, for the move offer (decision 0068).
  const [refused, setRefused] = useState<LoginValues | null>(null);

  const submit = async (values: LoginValues) => {
    setRefused(null);
    try {
      const session = await signIn.mutateAsync({ body: values });
      startSession(session.token);
      await navigate(destination ?? paths.home);
    } catch (error) {
      // Product §8: network, 404/invalid credentials and other failures each have their message,
      // in the notification and, as it closes after 7 s, beside the form too (the form shows a
      // rejection's message above its fields).
      if (isAbortError(error)) return;
      const failure = toFailure(error);
      const message = messageFor('login', failure);
      if (failure.kind === 'http' && failure.status === 409) setRefused(values);
      notifyError(message);
      throw new Error(message, { cause: error });
    }
  };

  return (
    <PageMain title="Login">
      <LoginForm
        onSubmit={submit}
        forgotPasswordLink={<Link href={paths.forgotPassword}>Forgot password?</Link>}
        registerAction={
          <Link href={withDestination(paths.register, destination)} variant="button">
            Register
          </Link>
        }
      />
      {refused ? <DeviceMoveOffer key={refused.email} credentials={refused} /> : null}
    </PageMain>
  );
}
