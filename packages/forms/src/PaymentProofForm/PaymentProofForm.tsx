import { TextField, type UploadProgressProps } from '@review-center/design-system';
import {
  IMAGE_MIME_TYPES,
  LIMITS,
  PAYMENT_OPTIONS,
  paymentTypeChoices,
  type PaymentProofValues,
} from '@review-center/domain';
import { useMemo } from 'react';
import { FormFileField } from '../shared/FormFileField.tsx';
import { sniffFileType, type SniffType } from '../shared/sniffFileType.ts';
import { FormFrame } from '../shared/FormFrame.tsx';
import { FormDatePicker } from '../shared/FormDatePicker.tsx';
import { FormRadioGroup } from '../shared/FormRadioGroup.tsx';
import { FormSelect } from '../shared/FormSelect.tsx';
import { FormTextField } from '../shared/fields.tsx';
import { Row } from '../shared/layout.tsx';
import { SubmitActions } from '../shared/SubmitActions.tsx';
import { realToday, useDomainForm } from '../shared/useDomainForm.ts';

/** The form's rules, loaded once it is on screen (decision 0044). */
const loadRules = () => import('@review-center/domain/forms');

/** How the enrollment is paid, as the payment page writes it (product §3: FULL or INSTALLMENT). */
export type EnrollmentPaymentType = 'FULL' | 'INSTALLMENT';

export interface PaymentProofFormProps {
  /** Sends the proof (the app uploads the attachments, then adds reference and tag); reject with an Error to show it. */
  onSubmit: (values: PaymentProofValues) => Promise<void> | void;
  /** The enrollment's reference, shown read-only (product §5). */
  reference: string;
  /** Decides which payment type is offered (product §4, the domain's `paymentTypeChoices`). */
  enrollmentPaymentType: EnrollmentPaymentType;
  /**
   * Whether the downpayment of an installment enrollment is paid: the next installment is then
   * offered as Installment.
   * @default false
   */
  downpaymentPaid?: boolean;
  /**
   * Whether the form can be used: product §2 enables it while the enrollment is Processing, and
   * this product also for an Active one's next installment (the domain's `acceptsPaymentProof`).
   * The app decides; the form only obeys.
   * @default true
   */
  isEnabled?: boolean;
  /** Values to start from (what the reviewee typed before a reload, or known answers); the rest start empty. */
  defaultValues?: Partial<PaymentProofValues>;
  /**
   * Today's date (YYYY-MM-DD) that "not after tomorrow" is judged against.
   * @default today in Manila
   */
  today?: string;
  /**
   * Reads each attachment's real type from its content, so a PDF renamed .png is refused.
   * @default the `file-type` library's magic-byte detection
   */
  sniffType?: SniffType;
  /**
   * The attachments' upload while it runs (the app sends them): its progress and a Cancel button
   * are shown above the submit button. A cancelled or failed upload keeps the chosen files, so
   * submitting again retries it (decision 0037).
   */
  upload?: UploadProgressProps | null | undefined;
}

/**
 * Payment proof (product §2 Enrollment payment, §5): payment type, payment option, price (digits
 * only), receipt ID, payment date not after tomorrow, 1 to 3 PNG or JPEG images; the reference
 * is read-only.
 */
export function PaymentProofForm({
  onSubmit,
  reference,
  enrollmentPaymentType,
  downpaymentPaid = false,
  isEnabled = true,
  defaultValues,
  today,
  sniffType = sniffFileType,
  upload,
}: PaymentProofFormProps) {
  const day = today ?? realToday();
  const choices = useMemo(
    () => paymentTypeChoices(enrollmentPaymentType, [{ paid: downpaymentPaid }]),
    [enrollmentPaymentType, downpaymentPaid],
  );
  const schema = useMemo(
    () => async () => (await loadRules()).paymentProofSchema({ today: day, paymentTypes: choices }),
    [day, choices],
  );
  const form = useDomainForm(schema, {
    price: '',
    receiptId: '',
    paymentDate: '',
    attachments: [],
    ...defaultValues,
  });
  const { control } = form;
  const isDisabled = !isEnabled;
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Payment">
      <TextField label="Reference" value={reference} isReadOnly />
      <FormSelect control={control} name="paymentType" label="Payment type" options={choices} isDisabled={isDisabled} />
      <FormRadioGroup
        control={control}
        name="paymentOption"
        label="Payment option"
        options={PAYMENT_OPTIONS}
        isDisabled={isDisabled}
      />
      <Row>
        <FormTextField
          control={control}
          name="price"
          label="Amount paid"
          inputMode="decimal"
          description="Numbers only, e.g. 3500 or 3500.50."
          isDisabled={isDisabled}
        />
        <FormTextField control={control} name="receiptId" label="Receipt ID" isDisabled={isDisabled} />
      </Row>
      <FormDatePicker control={control} name="paymentDate" label="Payment date" isDisabled={isDisabled} />
      <FormFileField
        control={control}
        name="attachments"
        // The Enrollment Guide's step 2 says "click Attachments to continue" (product §2 Home).
        label="Attachments"
        maxFiles={LIMITS.paymentProofFilesMax}
        accept={IMAGE_MIME_TYPES}
        description={`Your proof of payment: PNG or JPEG images of your receipt, 1 to ${LIMITS.paymentProofFilesMax} files.`}
        sniffType={sniffType}
        isDisabled={isDisabled}
      />
      <SubmitActions
        label="Submit payment"
        isPending={form.formState.isSubmitting}
        isDisabled={isDisabled}
        upload={upload}
      />
    </FormFrame>
  );
}
