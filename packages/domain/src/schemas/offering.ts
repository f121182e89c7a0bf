import { z } from 'zod';
import { PAYMENT_TERMS } from '../constants.ts';
import { idSchema, isoDateSchema } from './common.ts';

/** Offering (spec §3). content holds newline-separated benefit lines. */
export const offeringSchema = z.object({
  _id: idSchema,
  title: z.string(),
  content: z.string(),
  price: z.number().nonnegative(),
  cashDiscountByPercent: z.number().min(0).max(100).default(0),
  downpayment: z.number().nonnegative().default(0),
  installmentTerms: z.number().int().nonnegative().default(0),
  installmentFrequency: z.string().default(''),
  paymentType: z.array(z.enum(PAYMENT_TERMS)),
  multipleSchedule: z.boolean().default(false),
  units: z.string().optional(),
  terms: z.string().optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  enrollmentStartDate: isoDateSchema.optional(),
  enrollmentEndDate: isoDateSchema.optional(),
  published: z.boolean().default(true),
});
export type Offering = z.infer<typeof offeringSchema>;

/** The content lines of an offering card, blank lines dropped (spec §2, Offerings page). */
export const offeringContentLines = (content: string): string[] =>
  content
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
