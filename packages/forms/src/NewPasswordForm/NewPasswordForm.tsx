import { newPasswordSchema, type NewPasswordValues } from '@review-center/domain';
import { FormPasswordField } from '../shared/fields.tsx';
import { FormFrame } from '../shared/FormFrame.tsx';
import { SubmitActions } from '../shared/SubmitActions.tsx';
import { useDomainForm } from '../shared/useDomainForm.ts';

export interface NewPasswordFormProps {
  /** Changes the password; reject with an Error (e.g. 'Error - Token / Email was not found'). */
  onSubmit: (values: NewPasswordValues) => Promise<void> | void;
  defaultValues?: Partial<NewPasswordValues>;
}

/** Reset password (product §2, §5): new password of 8 to 16 characters and an equal confirmation. */
export function NewPasswordForm({ onSubmit, defaultValues }: NewPasswordFormProps) {
  const form = useDomainForm(newPasswordSchema, { password: '', confirmPassword: '', ...defaultValues });
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Reset password">
      <FormPasswordField
        control={form.control}
        name="password"
        label="New password"
        description="8 to 16 characters."
      />
      <FormPasswordField control={form.control} name="confirmPassword" label="Confirm new password" />
      <SubmitActions label="Change password" isPending={form.formState.isSubmitting} />
    </FormFrame>
  );
}
