import type { NewPasswordValues } from '@review-center/domain';
import { FormPasswordField } from '../shared/fields.tsx';
import { FormFrame } from '../shared/FormFrame.tsx';
import { SubmitActions } from '../shared/SubmitActions.tsx';
import { useDomainForm } from '../shared/useDomainForm.ts';

/** The form's rules, loaded once it is on screen (decision 0033). */
const loadNewPasswordSchema = async () => (await import('@review-center/domain/forms')).newPasswordSchema;

export interface NewPasswordFormProps {
  /** Changes the password; reject with an Error (e.g. 'Error - Token / Email was not found'). */
  onSubmit: (values: NewPasswordValues) => Promise<void> | void;
  /** Values to start from (what the reviewee typed before a reload, or known answers); the rest start empty. */
  defaultValues?: Partial<NewPasswordValues>;
  /**
   * The form's accessible name.
   * @default 'Reset password'
   */
  label?: string;
  /**
   * The submit button's text.
   * @default 'Change password'
   */
  submitLabel?: string;
}

/** Reset password (product §2, §5): new password of 8 to 16 characters and an equal confirmation. */
export function NewPasswordForm({
  onSubmit,
  defaultValues,
  label = 'Reset password',
  submitLabel = 'Change password',
}: NewPasswordFormProps) {
  const form = useDomainForm(loadNewPasswordSchema, { password: '', confirmPassword: '', ...defaultValues });
  return (
    <FormFrame form={form} onSubmit={onSubmit} label={label}>
      <FormPasswordField
        control={form.control}
        name="password"
        label="New password"
        description="8 to 16 characters."
      />
      <FormPasswordField control={form.control} name="confirmPassword" label="Confirm new password" />
      <SubmitActions label={submitLabel} isPending={form.formState.isSubmitting} />
    </FormFrame>
  );
}
