import * as z from 'zod/mini';
import { PAYMENT_TERMS } from '../constants.ts';
import { idSchema, isoDateSchema } from './common.ts';

/** Offering (product §3). content holds newline-separated benefit lines. */
export const offeringSchema = z.object({
  _id: idSchema,
  title: z.string(),
  content: z.string(),
  price: z.number().check(z.nonnegative()),
  cashDiscountByPercent: z._default(z.number().check(z.minimum(0), z.maximum(100)), 0),
  downpayment: z._default(z.number().check(z.nonnegative()), 0),
  installmentTerms: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  installmentFrequency: z._default(z.string(), ''),
  paymentType: z.array(z.enum(PAYMENT_TERMS)),
  multipleSchedule: z._default(z.boolean(), false),
  units: z.optional(z.string()),
  terms: z.optional(z.string()),
  startDate: z.optional(isoDateSchema),
  endDate: z.optional(isoDateSchema),
  enrollmentStartDate: z.optional(isoDateSchema),
  enrollmentEndDate: z.optional(isoDateSchema),
  published: z._default(z.boolean(), true),
});
export type Offering = z.infer<typeof offeringSchema>;
