import { TextField } from '@review-center/design-system';
import {
  IMAGE_MIME_TYPES,
  LIMITS,
  PAYMENT_OPTIONS,
  paymentProofSchema,
  paymentTypeChoices,
  type PaymentProofValues,
} from '@review-center/domain';
import { useMemo } from 'react';
import { FormFileField } from '../shared/FormFileField.tsx';
import { sniffFileType, type SniffType } from '../shared/sniffFileType.ts';
import { FormFrame } from '../shared/FormFrame.tsx';
import { FormDatePicker, FormRadioGroup, FormSelect, FormTextField } from '../shared/fields.tsx';
import { Row } from '../shared/layout.tsx';
import { SubmitActions } from '../shared/SubmitActions.tsx';
import { realToday, useDomainForm } from '../shared/useDomainForm.ts';

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
   * Whether the form can be used: product §2 enables it only while the enrollment is Processing.
   * The app decides; the form only obeys.
   * @default true
   */
  isEnabled?: boolean;
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
  isEnabled = true,
  defaultValues,
  today,
  sniffType = sniffFileType,
}: PaymentProofFormProps) {
  const day = today ?? realToday();
  const choices = paymentTypeChoices(enrollmentPaymentType);
  const schema = useMemo(
    () => paymentProofSchema({ today: day, paymentTypes: paymentTypeChoices(enrollmentPaymentType) }),
    [day, enrollmentPaymentType],
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
        label="Proof of payment"
        maxFiles={LIMITS.paymentProofFilesMax}
        accept={IMAGE_MIME_TYPES}
        description={`PNG or JPEG images of your receipt, 1 to ${LIMITS.paymentProofFilesMax} files.`}
        sniffType={sniffType}
        isDisabled={isDisabled}
      />
      <SubmitActions label="Submit payment" isPending={form.formState.isSubmitting} isDisabled={isDisabled} />
    </FormFrame>
  );
}
