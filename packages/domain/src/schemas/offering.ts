import * as z from 'zod/mini';
import { PAYMENT_TERMS } from '../constants.ts';
import { idSchema, isoDateSchema } from './common.ts';

/** Offering (product §3). content holds newline-separated benefit lines. */
export const offeringSchema = z.object({
  _id: idSchema,
  title: z.string(),
  content: z.string(),
  /** The price; for the courses other than BEED when `beedPrice` is set (product §9, decision 0045). */
  price: z.number().check(z.nonnegative()),
  /** The BEED price when it differs from `price` (product §9); absent when every course pays `price`. */
  beedPrice: z.nullish(z.number().check(z.nonnegative())),
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
  /** The branches a reviewee may choose; empty: any branch of product §9 (decision 0045). */
  branches: z._default(z.array(z.string()), []),
  /** The schedules a reviewee may choose when `multipleSchedule`; empty: any of product §9. */
  schedules: z._default(z.array(z.string()), []),
  published: z._default(z.boolean(), true),
  /**
   * Ours: a package, enrolled at /enroll (product §2 "Package enrollment"), not at
   * /offerings/{id}/enroll; staff mark it in the console (decision 0072).
   */
  isPackage: z.optional(z.boolean()),
  /**
   * Ours: the package whose /enroll shows only the notice that it is a hybrid season (product §2
   * "One specific offering id shows only a static notice"); staff choose it (decision 0072).
   * Both are always sent by the API; absent reads as false.
   */
  hybridSeason: z.optional(z.boolean()),
});
export type Offering = z.infer<typeof offeringSchema>;
