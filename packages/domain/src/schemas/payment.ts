import * as z from 'zod/mini';
import { LIMITS, PAYMENT_OPTIONS, PAYMENT_PLAN_LABELS, PAYMENT_TAG } from '../constants.ts';
import { fieldMessages as m } from '../forms/messages.ts';
import { idSchema, isoDateSchema, requiredWireText } from './common.ts';
import { receiptSchema } from './receipt.ts';
import { uploadResultSchema } from './upload.ts';

/**
 * Payment statuses: our choice (product §3 names the field, not its values). A submitted proof is
 * in Payment Review until an administrator approves or rejects it; the account's Payments tab
 * counts those in Payment Review (product §2).
 */
export const PAYMENT_STATUSES = ['Payment Review', 'Approved', 'Rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment (product §3). */
export const paymentSchema = z.object({
  _id: idSchema,
  reference: z.string().check(z.minLength(1)),
  createdDate: isoDateSchema,
  tag: z.string(),
  /** The amount the reviewee declared on the proof, kept as declared for the cashier to see. */
  price: z.number().check(z.nonnegative()),
  /**
   * The amount due that this payment covers, computed by the server from the enrollment (full
   * price, downpayment or next installment); approving it marks no more than this paid.
   */
  amountDue: z.nullish(z.number().check(z.nonnegative())),
  /** The declared price is not the amount due: the cashier checks the proof's amount. */
  amountMismatch: z.optional(z.boolean()),
  /** Full, Downpayment or Installment (product §4 "Payment plan labels"). */
  paymentType: z.enum(PAYMENT_PLAN_LABELS),
  status: z.enum(PAYMENT_STATUSES),
  paymentOption: z.nullish(z.enum(PAYMENT_OPTIONS)),
  receiptId: z.nullish(z.string()),
  paymentDate: z.nullish(isoDateSchema),
  attachments: z._default(z.array(uploadResultSchema), []),
  enrollment: z.nullish(idSchema),
  /** An approved payment's receipts, newest first: at most one not voided (decision 0074). */
  receipts: z.optional(z.array(receiptSchema)),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * The payment submission payload (product §3): tag fixed to 'Enrollment', attachments are upload
 * results, 1 to 3 (product §5). paymentDate is asked by the payment form (product §5), so it travels too.
 */
export const paymentSubmissionSchema = z.object({
  paymentType: z.enum(PAYMENT_PLAN_LABELS),
  paymentOption: z.enum(PAYMENT_OPTIONS),
  price: z.number().check(z.positive()),
  receiptId: requiredWireText(),
  paymentDate: isoDateSchema,
  reference: requiredWireText(),
  tag: z.literal(PAYMENT_TAG),
  attachments: z
    .array(uploadResultSchema)
    .check(
      z.minLength(LIMITS.paymentProofFilesMin, m.attachmentsRequired),
      z.maxLength(LIMITS.paymentProofFilesMax, m.maxFiles),
    ),
});
export type PaymentSubmission = z.infer<typeof paymentSubmissionSchema>;
