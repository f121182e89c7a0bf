import { toFailure } from '@review-center/api-client';
import { useSignIn, userKeys } from '@review-center/api-client/react';
import { messageFor, type LoginValues } from '@review-center/domain';
import { LoginForm } from '@review-center/forms';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { setStaffToken } from '../../app/session.ts';

/** The narrow column of the pages a member sees before signing in. */
export const Main = styled.main`
  max-inline-size: 28rem;
  margin: var(--ds-space-7) auto;
  padding: var(--ds-space-4);
`;

/** Staff sign in with the accounts the site uses; the form shows a refusal beside itself. */
export function SignInPage() {
  const signIn = useSignIn();
  const queryClient = useQueryClient();

  const submit = async (values: LoginValues) => {
    let token: string;
    try {
      token = (await signIn.mutateAsync({ body: values })).token;
    } catch (error) {
      throw new Error(messageFor('login', toFailure(error)), { cause: error });
    }
    queryClient.removeQueries({ queryKey: userKeys.me() });
    setStaffToken(token);
  };

  return (
    <Main>
      <h1>Staff console</h1>
      <LoginForm onSubmit={submit} />
    </Main>
  );
}
