import * as z from 'zod/mini';
import { LIMITS, PAYMENT_OPTIONS, PAYMENT_PLAN_LABELS, PAYMENT_TERMS } from '../constants.ts';
import type { PaymentTerm } from '../constants.ts';
import { filesField, firstFailing, notAfterTomorrowField, requiredText } from './fields.ts';
import type { DateRuleOptions } from './registration.ts';
import { fieldMessages as m } from './messages.ts';

/** Payment step of the wizard (product §5): paymentType required, among the offering's terms. */
export const paymentStepSchema = ({ paymentTypes = PAYMENT_TERMS }: { paymentTypes?: readonly PaymentTerm[] } = {}) =>
  z.object({
    paymentType: z.pipe(
      z
        .string(m.paymentTypeRequired)
        .check(z.refine((type) => (paymentTypes as readonly string[]).includes(type), m.paymentTypeRequired)),
      z.transform((type: string) => type as PaymentTerm),
    ),
  });
export type PaymentStepValues = z.infer<ReturnType<typeof paymentStepSchema>>;

/**
 * Price as typed: digits only, no commas, peso signs or spaces (product §5). A decimal point with one or
 * two centavo digits is allowed because installment amounts can have centavos.
 */
const priceField = firstFailing(
  z.string(m.priceRequired).check(z.trim()),
  [(price) => price !== '', m.priceRequired],
  [(price) => /^\d+(\.\d{1,2})?$/.test(price), m.priceNumeric],
);

/**
 * Payment proof (product §5): paymentType and paymentOption required, price numeric, receiptId,
 * paymentDate not after tomorrow, 1 to 3 PNG/JPEG images. The reference is read-only, so it is
 * not part of what the user submits here.
 */
export const paymentProofSchema = ({
  today,
  paymentTypes = PAYMENT_PLAN_LABELS,
}: DateRuleOptions & { paymentTypes?: readonly string[] }) =>
  z.object({
    paymentType: z.pipe(
      z.string(m.paymentTypeRequired).check(z.refine((type) => paymentTypes.includes(type), m.paymentTypeRequired)),
      z.transform((type: string) => type as (typeof PAYMENT_PLAN_LABELS)[number]),
    ),
    paymentOption: z.enum(PAYMENT_OPTIONS, m.paymentOptionInvalid),
    price: priceField,
    receiptId: requiredText(m.receiptIdRequired),
    paymentDate: notAfterTomorrowField(today, m.paymentDateRequired),
    attachments: filesField({
      min: LIMITS.paymentProofFilesMin,
      max: LIMITS.paymentProofFilesMax,
      images: true,
    }),
  });
export type PaymentProofValues = z.infer<ReturnType<typeof paymentProofSchema>>;
