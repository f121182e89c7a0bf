import { forgotPasswordSchema, type ForgotPasswordValues } from '@review-center/domain';
import type { ReactNode } from 'react';
import { FormEmailField } from '../shared/fields.tsx';
import { FormFrame } from '../shared/FormFrame.tsx';
import { SubmitActions } from '../shared/SubmitActions.tsx';
import { useDomainForm } from '../shared/useDomainForm.ts';

export interface ForgotPasswordFormProps {
  /** Asks for a reset link; reject with an Error (e.g. 'Error - Email not registered, please check and try again'). */
  onSubmit: (values: ForgotPasswordValues) => Promise<void> | void;
  defaultValues?: Partial<ForgotPasswordValues>;
  /** A way back, e.g. a link to the login page, rendered by the app. */
  backLink?: ReactNode;
}

/** Forgot password (product §2, §5): the e-mail is required and valid. */
export function ForgotPasswordForm({ onSubmit, defaultValues, backLink }: ForgotPasswordFormProps) {
  const form = useDomainForm(forgotPasswordSchema, { email: '', ...defaultValues });
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
