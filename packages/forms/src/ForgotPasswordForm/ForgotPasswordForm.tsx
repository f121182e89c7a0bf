import type { ForgotPasswordValues } from '@review-center/domain';
import type { ReactNode } from 'react';
import { FormEmailField } from '../shared/fields.tsx';
import { FormFrame } from '../shared/FormFrame.tsx';
import { SubmitActions } from '../shared/SubmitActions.tsx';
import { useDomainForm } from '../shared/useDomainForm.ts';

/** The form's rules, loaded once it is on screen (decision 0033). */
const loadForgotPasswordSchema = async () => (await import('@review-center/domain/forms')).forgotPasswordSchema;

export interface ForgotPasswordFormProps {
  /** Asks for a reset link; reject with an Error (e.g. 'Error - Email not registered, please check and try again'). */
  onSubmit: (values: ForgotPasswordValues) => Promise<void> | void;
  /** Values to start from (what the reviewee typed before a reload, or known answers); the rest start empty. */
  defaultValues?: Partial<ForgotPasswordValues>;
  /** A way back, e.g. a link to the login page, rendered by the app. */
  backLink?: ReactNode;
}

/** Forgot password (product §2, §5): the e-mail is required and valid. */
export function ForgotPasswordForm({ onSubmit, defaultValues, backLink }: ForgotPasswordFormProps) {
  const form = useDomainForm(loadForgotPasswordSchema, { email: '', ...defaultValues });
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Forgot password">
      <FormEmailField
        control={form.control}
        name="email"
        description="We will send a link to reset your password to this address."
      />
      <SubmitActions label="Send reset link" isPending={form.formState.isSubmitting}>
        {backLink}
      </SubmitActions>
    </FormFrame>
  );
}
