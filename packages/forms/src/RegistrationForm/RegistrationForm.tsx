import type { UploadProgressProps } from '@review-center/design-system';
import type { RegisterFormValues } from '@review-center/domain';
import { useMemo, type ReactNode } from 'react';
import { AccountFields } from '../shared/AccountFields.tsx';
import { FormFrame } from '../shared/FormFrame.tsx';
import { ProfileFields } from '../shared/ProfileFields.tsx';
import type { SniffType } from '../shared/sniffFileType.ts';
import { SubmitActions } from '../shared/SubmitActions.tsx';
import { realToday, useDomainForm } from '../shared/useDomainForm.ts';
import { emptyAccount, emptyProfile } from '../shared/values.ts';

/** The form's rules, loaded once it is on screen (decision 0044). */
const loadRules = () => import('@review-center/domain/forms');

export interface RegistrationFormProps {
  /**
   * Registers the reviewee. The values are the form's: `firstTimer` is 'Yes' or 'No' (send it
   * with `firstTimerToBoolean`), `idAttachment` is the chosen File (upload it first). Reject with
   * an Error (e.g. product §8's 409 message) to show it.
   */
  onSubmit: (values: RegisterFormValues) => Promise<void> | void;
  /** Values to start from (what the reviewee typed before a reload, or known answers); the rest start empty. */
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
  /**
   * The ID picture's upload while it runs (the app sends them): its progress and a Cancel button
   * are shown above the submit button. A cancelled or failed upload keeps the chosen picture, so
   * submitting again retries it (decision 0037).
   */
  upload?: UploadProgressProps | null | undefined;
}

/** Register (product §2, §5): account, basic, address and education information. */
export function RegistrationForm({
  onSubmit,
  defaultValues,
  today,
  sniffType,
  loginLink,
  upload,
}: RegistrationFormProps) {
  const day = today ?? realToday();
  const schema = useMemo(() => async () => (await loadRules()).registerFormSchema({ today: day }), [day]);
  const form = useDomainForm(schema, { ...emptyAccount, ...emptyProfile, ...defaultValues });
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Register">
      <ProfileFields
        form={form}
        specializationRule="unless-beed"
        sniffType={sniffType}
        accountFields={<AccountFields form={form} />}
      />
      <SubmitActions label="Register" isPending={form.formState.isSubmitting} upload={upload}>
        {loginLink}
      </SubmitActions>
    </FormFrame>
  );
}
