import { Button } from '@review-center/design-system';
import { PAYMENT_TERMS, type PaymentStepValues, type PaymentTerm } from '@review-center/domain';
import { useMemo, type ReactNode } from 'react';
import { FormFrame } from '../shared/FormFrame.tsx';
import { FormRadioGroup } from '../shared/FormRadioGroup.tsx';
import { Actions } from '../shared/layout.tsx';
import { useDomainForm } from '../shared/useDomainForm.ts';

/** The form's rules, loaded once it is on screen (decision 0044). */
const loadRules = () => import('@review-center/domain/forms');

/** Philippine pesos in English-US style (product §9). */
const peso = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PHP' });

/** The amounts the app computed with the domain's pricing rules (product §5 "Pricing rules"). */
export interface PaymentTermAmounts {
  /** Price for a full payment (price minus the cash discount). */
  full?: number;
  /** Paid first when paying by installment. */
  downpayment?: number;
  /** Each installment after the downpayment. */
  installment?: number;
  /** How many installments follow the downpayment. */
  installmentTerms?: number;
  /** The offering's label shown before the word Installment, e.g. 'Monthly' (product §3). */
  installmentFrequency?: string;
}

export interface PaymentTermStepProps {
  /** Goes on with the chosen term; reject with an Error to show it. */
  onSubmit: (values: PaymentStepValues) => Promise<void> | void;
  /**
   * The offering's allowed terms (its paymentType list).
   * @default ['Full', 'Installment']
   */
  paymentTypes?: readonly PaymentTerm[];
  /**
   * What each term costs, shown under its name (computed by the domain's pricing rules); an
   * amount left out is not shown.
   * @default {}
   */
  amounts?: PaymentTermAmounts;
  /** Values to start from (what the reviewee typed before a reload, or known answers); the rest start empty. */
  defaultValues?: Partial<PaymentStepValues>;
  /** The wizard's Previous button, rendered by the wizard. */
  previousAction?: ReactNode;
  /**
   * @default 'Next'
   */
  submitLabel?: string;
}

/** What each term costs, in words under its name. */
function termDetails(term: PaymentTerm, amounts: PaymentTermAmounts): string | null {
  if (term === 'Full') return amounts.full === undefined ? null : peso.format(amounts.full);
  const parts: string[] = [];
  if (amounts.downpayment !== undefined) parts.push(`${peso.format(amounts.downpayment)} downpayment`);
  if (amounts.installment !== undefined) {
    const count = amounts.installmentTerms ? `${amounts.installmentTerms} × ` : '';
    const label = `${amounts.installmentFrequency ? `${amounts.installmentFrequency} ` : ''}Installment`;
    parts.push(`then ${count}${peso.format(amounts.installment)} (${label})`);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The wizard's payment step (product §2 step 2, §5): Full or Installment among the offering's terms. */
export function PaymentTermStep({
  onSubmit,
  paymentTypes = PAYMENT_TERMS,
  amounts = {},
  defaultValues,
  previousAction,
  submitLabel = 'Next',
}: PaymentTermStepProps) {
  const key = paymentTypes.join('|');
  // Keyed by content: a new array of the same terms on each render keeps the same schema.
  const schema = useMemo(
    () => async () => (await loadRules()).paymentStepSchema({ paymentTypes: key.split('|') as PaymentTerm[] }),
    [key],
  );
  const form = useDomainForm(schema, { ...defaultValues });
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Payment term">
      <FormRadioGroup
        control={form.control}
        name="paymentType"
        label="Payment term"
        options={paymentTypes}
        orientation="vertical"
        renderOption={(term) => {
          const details = termDetails(term as PaymentTerm, amounts);
          return (
            <span>
              <strong>{term}</strong>
              {details ? <> — {details}</> : null}
            </span>
          );
        }}
      />
      <Actions>
        {previousAction}
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Actions>
    </FormFrame>
  );
}
