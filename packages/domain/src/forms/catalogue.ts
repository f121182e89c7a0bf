import * as z from 'zod/mini';
import { LIMITS, PAYMENT_TERMS } from '../constants.ts';
import { isoDateSchema } from '../schemas/common.ts';
import { canonicalCouponCode } from '../schemas/coupon.ts';
import { alwaysCheck, asRecord, requiredText } from './fields.ts';
import { fieldMessages } from './messages.ts';

/*
 * The staff console's catalogue forms (decision 0045): an offering with every field of product §3
 * (Offering), a coupon (product §3 Coupon, with the validity window, use limit and active flag staff
 * need), and an entry of the branch and schedule list. One schema serves the console's form and
 * the server's check of the same body (docs/style.md#data); every message names the field.
 */

export const catalogueMessages = {
  titleRequired: 'Title is required',
  priceRequired: 'Price is required',
  amountInvalid: (label: string) => `${label} must be a number of pesos, 0 or more`,
  percentInvalid: 'Cash discount must be a percentage from 0 to 100',
  installmentTermsInvalid: 'Installment terms must be a whole number from 0 to 24',
  installmentTermsNeeded: 'An offering paid by installment needs at least 1 installment term',
  paymentTypeRequired: 'Choose at least one payment type',
  downpaymentTooHigh: 'Downpayment cannot be more than the price',
  branchesRequired: 'Choose at least one branch',
  schedulesRequired: 'An offering with multiple schedules needs at least one schedule',
  dateInvalid: (label: string) => `${label} is not a valid date`,
  endBeforeStart: 'End date cannot be before the start date',
  enrollmentEndBeforeStart: 'Enrollment end date cannot be before the enrollment start date',
  hybridSeasonNotPackage: 'Only a package can be the hybrid season: mark it as a package too',
  codeRequired: 'Code is required',
  codeInvalid: 'Code may use letters, digits and hyphens only (up to 40)',
  offeringRequired: 'Choose the offering the coupon is for',
  discountRequired: 'Give either a fixed discount or a percentage',
  discountBoth: 'Give a fixed discount or a percentage, not both',
  discountPercentInvalid: 'Percent discount must be from 1 to 100',
  maxUsesInvalid: 'Maximum uses must be a whole number, 1 or more (leave empty for no limit)',
  validUntilBeforeFrom: 'Valid until cannot be before valid from',
  nameRequired: 'Name is required',
  tooLong: fieldMessages.tooLong,
} as const;
const m = catalogueMessages;

const amount = (label: string) =>
  z
    .number(m.amountInvalid(label))
    .check(
      z.refine(Number.isFinite, m.amountInvalid(label)),
      z.nonnegative(m.amountInvalid(label)),
      z.maximum(10_000_000, m.amountInvalid(label)),
    );
const optionalText = (max: number = LIMITS.textMax) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, m.tooLong(max)))));
const optionalDate = (label: string) => z.optional(z.nullable(z.pipe(z.string(m.dateInvalid(label)), isoDateSchema)));
const names = (max = 20) => z.array(requiredText(m.nameRequired, LIMITS.choiceNameMax)).check(z.maxLength(max));

/** When both instants are given, the second may not come before the first. */
const ordered = (from: unknown, to: unknown) =>
  typeof from !== 'string' || typeof to !== 'string' || !from || !to || Date.parse(to) >= Date.parse(from);

/** An offering as staff create or edit it (product §3 Offering; decision 0045). */
export const offeringFormSchema = z
  .object({
    title: requiredText(m.titleRequired),
    /** Newline-separated benefit lines, one per line of the card. */
    content: z.string().check(z.maxLength(4_000, m.tooLong(4_000))),
    /** The price; for every course other than BEED when `beedPrice` is given. */
    price: amount('Price'),
    /** The BEED price when it differs (product §9); null when every course pays `price`. */
    beedPrice: z.nullable(amount('BEED price')),
    cashDiscountByPercent: z
      .number(m.percentInvalid)
      .check(z.minimum(0, m.percentInvalid), z.maximum(100, m.percentInvalid)),
    /** The fixed installment downpayment, in pesos (product §5 "Installment amount"). */
    downpayment: amount('Downpayment'),
    installmentTerms: z
      .number(m.installmentTermsInvalid)
      .check(
        z.int(m.installmentTermsInvalid),
        z.minimum(0, m.installmentTermsInvalid),
        z.maximum(24, m.installmentTermsInvalid),
      ),
    /** The label shown before the word Installment, e.g. Monthly (product §3). */
    installmentFrequency: z.string().check(z.trim(), z.maxLength(40, m.tooLong(40))),
    paymentType: z.array(z.enum(PAYMENT_TERMS, m.paymentTypeRequired)).check(z.minLength(1, m.paymentTypeRequired)),
    multipleSchedule: z.boolean(),
    /** The branches reviewees may choose, from the administrator's list. */
    branches: names().check(z.minLength(1, m.branchesRequired)),
    /** The schedules reviewees may choose when `multipleSchedule`, from the administrator's list. */
    schedules: names(),
    units: optionalText(),
    /** The validity, e.g. `6 months`. */
    terms: optionalText(),
    startDate: optionalDate('Start date'),
    endDate: optionalDate('End date'),
    enrollmentStartDate: optionalDate('Enrollment start date'),
    enrollmentEndDate: optionalDate('Enrollment end date'),
    /** Enrolled at /enroll (product §2 "Package enrollment"); absent: not a package (decision 0072). */
    isPackage: z._default(z.boolean(), false),
    /** The package whose /enroll shows only the hybrid-season notice (product §2). */
    hybridSeason: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((value, ctx) => {
      const v = asRecord(value);
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const terms = v.paymentType as unknown[] | undefined;
      const installment = Array.isArray(terms) && terms.includes('Installment');
      if (installment && typeof v.installmentTerms === 'number' && v.installmentTerms < 1)
        issue('installmentTerms', m.installmentTermsNeeded);
      const prices = [v.price, v.beedPrice].filter((p): p is number => typeof p === 'number');
      if (installment && typeof v.downpayment === 'number' && prices.some((p) => (v.downpayment as number) > p))
        issue('downpayment', m.downpaymentTooHigh);
      if (v.multipleSchedule === true && Array.isArray(v.schedules) && v.schedules.length === 0)
        issue('schedules', m.schedulesRequired);
      if (!ordered(v.startDate, v.endDate)) issue('endDate', m.endBeforeStart);
      if (!ordered(v.enrollmentStartDate, v.enrollmentEndDate)) issue('enrollmentEndDate', m.enrollmentEndBeforeStart);
      if (v.hybridSeason === true && v.isPackage !== true) issue('hybridSeason', m.hybridSeasonNotPackage);
    }, alwaysCheck),
  );
export type OfferingFormValues = z.infer<typeof offeringFormSchema>;

/** A coupon as staff create or edit it (product §3 Coupon, §5 "Coupon discount"; decision 0045). */
export const couponFormSchema = z
  .object({
    /** Stored in upper case, as reviewees' codes are matched (decision 0058). */
    code: z
      .string(m.codeRequired)
      .check(
        z.trim(),
        z.minLength(1, m.codeRequired),
        z.regex(/^[A-Za-z0-9-]{1,40}$/, m.codeInvalid),
        z.overwrite(canonicalCouponCode),
      ),
    title: requiredText(m.titleRequired),
    offering: requiredText(m.offeringRequired, LIMITS.idMax),
    /** A fixed amount off, in pesos; null for a percentage coupon. */
    discountPrice: z.nullable(amount('Fixed discount')),
    /** A percentage off; null for a fixed-amount coupon. */
    discountPercent: z.nullable(
      z
        .number(m.discountPercentInvalid)
        .check(z.minimum(1, m.discountPercentInvalid), z.maximum(100, m.discountPercentInvalid)),
    ),
    validFrom: optionalDate('Valid from'),
    validUntil: optionalDate('Valid until'),
    /** How many enrollments may use it; null for no limit. */
    maxUses: z.nullable(z.number(m.maxUsesInvalid).check(z.int(m.maxUsesInvalid), z.minimum(1, m.maxUsesInvalid))),
  })
  .check(
    z.superRefine((value, ctx) => {
      const v = asRecord(value);
      const fixed = typeof v.discountPrice === 'number' && v.discountPrice > 0;
      const percent = typeof v.discountPercent === 'number';
      if (!fixed && !percent) ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: m.discountRequired });
      if (fixed && percent) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: m.discountBoth });
      if (!ordered(v.validFrom, v.validUntil))
        ctx.addIssue({ code: 'custom', path: ['validUntil'], message: m.validUntilBeforeFrom });
    }, alwaysCheck),
  );
export type CouponFormValues = z.infer<typeof couponFormSchema>;

/** The kinds of choice the administrator keeps a list of (product §9 Locations, Schedules). */
export const CATALOGUE_OPTION_KINDS = ['branch', 'schedule'] as const;
export type CatalogueOptionKind = (typeof CATALOGUE_OPTION_KINDS)[number];

/** A new entry of the branch or schedule list. */
export const catalogueOptionFormSchema = z.object({
  kind: z.enum(CATALOGUE_OPTION_KINDS),
  name: requiredText(m.nameRequired, LIMITS.choiceNameMax),
});
export type CatalogueOptionFormValues = z.infer<typeof catalogueOptionFormSchema>;
