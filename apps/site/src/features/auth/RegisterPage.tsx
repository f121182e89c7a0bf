import { isAbortError, toFailure } from '@review-center/api-client';
import { useRegister } from '@review-center/api-client/react';
import { Link } from '@review-center/design-system';
import { messageFor, SUCCESS_MESSAGES, type RegisterFormValues } from '@review-center/domain';
import { RegistrationForm } from '@review-center/forms';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { destinationOf, withDestination } from '../../app/return-to.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { toRegistrationBody } from './registration.ts';
import { useStartSession } from './session.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { useFileUpload } from '../../app/upload.ts';

/**
 * Register (product §2): the full form; the ID image is uploaded first (POST /uploads), then the
 * account is created (POST /users/register). On success the session starts and the user goes
 * to /account, or back to the page that sent them to log in (`?next=`, decision 0036).
 */
export function RegisterPage() {
  const upload = useFileUpload();
  const register = useRegister();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [search] = useSearchParams();
  const destination = destinationOf(search);

  const submit = async (values: RegisterFormValues) => {
    // The form holds the chosen File; the account refers to its upload (product §7 POST /uploads).
    // A failed or cancelled upload rejects with what stopped it, shown above the form, which keeps
    // the picture for a retry (decision 0037).
    const file: unknown = values.idAttachment;
    if (!(file instanceof Blob)) throw new Error('The ID attachment is not a file');
    const [idAttachment] = await upload.send([file]);
    if (!idAttachment) throw new Error('The upload returned no file');
    try {
      const session = await register.mutateAsync({ body: toRegistrationBody(values, idAttachment) });
      startSession(session.token);
      notifySuccess(SUCCESS_MESSAGES.register);
      await navigate(destination ?? paths.account);
    } catch (error) {
      // Product §8: 409 is the e-mail-taken message; anything else, "Unable to create or fetch account".
      if (!isAbortError(error)) notifyError(messageFor('register', toFailure(error)));
    }
  };

  return (
    <PageMain title="Register">
      <RegistrationForm
        onSubmit={submit}
        upload={upload.progress}
        loginLink={<Link href={withDestination(paths.login, destination)}>Already have an account? Log in</Link>}
      />
    </PageMain>
  );
}
