import type { LoginValues } from '@review-center/domain';
import type { ReactNode } from 'react';
import { FormEmailField, FormPasswordField } from '../shared/fields.tsx';
import { FormFrame } from '../shared/FormFrame.tsx';
import { SubmitActions } from '../shared/SubmitActions.tsx';
import { useDomainForm } from '../shared/useDomainForm.ts';

/** The form's rules, loaded once it is on screen (decision 0033). */
const loadLoginSchema = async () => (await import('@review-center/domain/forms')).loginSchema;

export interface LoginFormProps {
  /** Sends the credentials; reject with an Error (e.g. 'Error - Invalid Email / Password') to show it. */
  onSubmit: (values: LoginValues) => Promise<void> | void;
  /** The forgot-password link, rendered by the app with its router (product §2 Login). */
  forgotPasswordLink?: ReactNode;
  /** The register button, rendered by the app with its router (product §2 Login). */
  registerAction?: ReactNode;
  /** Values to start from (what the reviewee typed before a reload, or known answers); the rest start empty. */
  defaultValues?: Partial<LoginValues>;
}

/** Login (product §2, §5): e-mail required and valid; password required, minimum 8. */
export function LoginForm({ onSubmit, forgotPasswordLink, registerAction, defaultValues }: LoginFormProps) {
  const form = useDomainForm(loadLoginSchema, { email: '', password: '', ...defaultValues });
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Login">
      <FormEmailField control={form.control} name="email" />
      <FormPasswordField control={form.control} name="password" label="Password" autoComplete="current-password" />
      {forgotPasswordLink}
      <SubmitActions label="Login" isPending={form.formState.isSubmitting}>
        {registerAction}
      </SubmitActions>
    </FormFrame>
  );
}
