import { Button } from '@review-center/design-system';
import { registerFormSchema, type RegisterFormValues } from '@review-center/domain';
import { useMemo, type ReactNode } from 'react';
import type { Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import { FormFrame } from '../shared/FormFrame.tsx';
import { sniffFileType, type SniffType } from '../shared/FormFileField.tsx';
import { FormTextField } from '../shared/fields.tsx';
import { Actions, Section } from '../shared/layout.tsx';
import { ProfileFields } from '../shared/ProfileFields.tsx';
import { realToday, useDomainForm } from '../shared/useDomainForm.ts';

export interface RegistrationFormProps {
  /**
   * Registers the reviewee. The values are the form's: `firstTimer` is 'Yes' or 'No' (send it
   * with `firstTimerToBoolean`), `idAttachment` is the chosen File (upload it first). Reject with
   * an Error (e.g. spec §8's 409 message) to show it.
   */
  onSubmit: (values: RegisterFormValues) => Promise<void> | void;
  defaultValues?: Partial<RegisterFormValues>;
  /**
   * Today's date (YYYY-MM-DD): the age of 18 and "not after tomorrow" are judged against it.
   * @default today in Manila
   */
  today?: string;
  /**
   * Reads the ID attachment's real type from its content.
   * @default the `file-type` library's magic-byte detection
   */
  sniffType?: SniffType;
  /** E.g. a link to the login page for those who already have an account. */
  loginLink?: ReactNode;
}

/** Register (spec §2, §5): account, basic, address and education information. */
export function RegistrationForm({
  onSubmit,
  defaultValues,
  today,
  sniffType = sniffFileType,
  loginLink,
}: RegistrationFormProps) {
  const day = today ?? realToday();
  const schema = useMemo(() => registerFormSchema({ today: day }), [day]);
  const form = useDomainForm(schema, { ...emptyAccount, ...emptyProfile, ...defaultValues });
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Register">
      <ProfileFields
        control={form.control as unknown as Control<FieldValues, unknown, unknown>}
        setValue={form.setValue as unknown as UseFormSetValue<FieldValues>}
        specializationRule="unless-beed"
        sniffType={sniffType}
        accountFields={<AccountFields control={form.control as unknown as Control<FieldValues, unknown, unknown>} />}
      />
      <Actions>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          Register
        </Button>
        {loginLink}
      </Actions>
    </FormFrame>
  );
}

/** E-mail and password of a new account (spec §5: password 8 to 16 characters). */
export function AccountFields({
  control,
  withConfirmation = false,
  passwordDescription = '8 to 16 characters.',
}: {
  control: Control<FieldValues, unknown, unknown>;
  withConfirmation?: boolean;
  passwordDescription?: string;
}) {
  return (
    <Section>
      <legend>Account</legend>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        description={passwordDescription}
      />
      {withConfirmation ? (
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
      ) : null}
    </Section>
  );
}

export const emptyAccount = { email: '', password: '' };

/** Text fields start empty (controlled inputs); choices start unset. */
export const emptyProfile = {
  firstName: '',
  middleName: '',
  lastName: '',
  mobile: '',
  birthdate: '',
  birthPlace: '',
  idName: '',
  street: '',
  city: '',
  province: '',
  zipCode: '',
  college: '',
  collegeAddress: '',
};
