import type { UploadProgressProps } from '@review-center/design-system';
import { LIMITS, SUPPORT_CATEGORIES, type SupportValues } from '@review-center/domain';
import { FormFileField } from '../shared/FormFileField.tsx';
import { FormFrame } from '../shared/FormFrame.tsx';
import { FormEmailField, FormTextArea, FormTextField } from '../shared/fields.tsx';
import { FormSelect } from '../shared/FormSelect.tsx';
import { Row } from '../shared/layout.tsx';
import { SubmitActions } from '../shared/SubmitActions.tsx';
import { useDomainForm } from '../shared/useDomainForm.ts';

/** The form's rules, loaded once it is on screen (decision 0033). */
const loadSupportSchema = async () => (await import('@review-center/domain/forms')).supportSchema;

/**
 * What a support ticket may carry: screenshots and photos, PNG or JPEG (our choice; product §5
 * limits only the count). They are what POST /uploads stores (docs/decisions/0009).
 */
const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg'] as const;

export interface SupportFormProps {
  /** Sends the ticket (the app uploads the attachments first); reject with an Error to show it. */
  onSubmit: (values: SupportValues) => Promise<void> | void;
  /** Prefill, e.g. the signed-in user's names, e-mail and mobile. */
  defaultValues?: Partial<SupportValues>;
  /**
   * The attachments' upload while it runs (the app sends them): its progress and a Cancel button
   * are shown above the submit button. A cancelled or failed upload keeps the chosen files, so
   * submitting again retries it (decision 0037).
   */
  upload?: UploadProgressProps | null | undefined;
}

/**
 * Support (product §2, §5): first and last name, e-mail, category and message required; mobile
 * optional but digits only and at least 11 when given; at most 3 attachments.
 */
export function SupportForm({ onSubmit, defaultValues, upload }: SupportFormProps) {
  const form = useDomainForm(loadSupportSchema, {
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
    content: '',
    attachments: [],
    ...defaultValues,
  });
  const { control } = form;
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Contact support">
      <Row>
        <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" />
        <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
      </Row>
      <Row>
        <FormEmailField control={control} name="email" />
        <FormTextField
          control={control}
          name="mobile"
          label="Mobile (optional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          description="Digits only, e.g. 09171234567."
        />
      </Row>
      <FormSelect control={control} name="category" label="Category" options={SUPPORT_CATEGORIES} />
      <FormTextArea control={control} name="content" label="Message" rows={5} />
      <FormFileField
        control={control}
        name="attachments"
        label="Attachments (optional)"
        maxFiles={LIMITS.supportFilesMax}
        accept={SUPPORT_ATTACHMENT_TYPES}
        description={`PNG or JPEG images, up to ${LIMITS.supportFilesMax} files.`}
      />
      <SubmitActions label="Send" isPending={form.formState.isSubmitting} upload={upload} />
    </FormFrame>
  );
}
