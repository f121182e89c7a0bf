import { describe, expect, it } from 'vitest';
import { couponFormSchema, offeringFormSchema } from './catalogue.ts';

const offering = {
  title: 'LET Summer Review',
  content: 'Live lectures',
  price: 11_000,
  beedPrice: 9_800,
  cashDiscountByPercent: 0,
  downpayment: 3_200,
  installmentTerms: 2,
  installmentFrequency: 'Monthly',
  paymentType: ['Full', 'Installment'],
  multipleSchedule: true,
  branches: ['Cebu'],
  schedules: ['Every Sunday'],
};

/** The messages of a failed check, by field. */
const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('offeringFormSchema', () => {
  it('should accept an offering priced by course with a fixed downpayment', () => {
    expect(offeringFormSchema.safeParse(offering).success).toBe(true);
  });

  it('should name every field that is wrong, all at once', () => {
    const result = offeringFormSchema.safeParse({
      ...offering,
      title: '  ',
      price: Number.NaN,
      cashDiscountByPercent: 120,
      paymentType: [],
      branches: [],
      schedules: [],
      enrollmentStartDate: '2027-02-01',
      enrollmentEndDate: '2027-01-01',
    });
    expect(problems(result)).toEqual({
      title: 'Title is required',
      price: 'Price must be a number of pesos, 0 or more',
      cashDiscountByPercent: 'Cash discount must be a percentage from 0 to 100',
      paymentType: 'Choose at least one payment type',
      branches: 'Choose at least one branch',
      schedules: 'An offering with multiple schedules needs at least one schedule',
      enrollmentEndDate: 'Enrollment end date cannot be before the enrollment start date',
    });
  });

  it('should refuse a downpayment above the BEED price and installments without terms', () => {
    const result = offeringFormSchema.safeParse({ ...offering, downpayment: 10_000, installmentTerms: 0 });
    expect(problems(result)).toEqual({
      downpayment: 'Downpayment cannot be more than the price',
      installmentTerms: 'An offering paid by installment needs at least 1 installment term',
    });
  });
});

describe('couponFormSchema', () => {
  const coupon = {
    code: 'EARLY-500',
    title: 'Early bird',
    offering: 'x',
    discountPrice: 500,
    discountPercent: null,
    maxUses: null,
  };

  it('should accept a fixed-amount coupon with no limit', () => {
    expect(couponFormSchema.safeParse(coupon).success).toBe(true);
  });

  it('should give the code in upper case, as it is stored and matched (decision 0058)', () => {
    expect(couponFormSchema.parse({ ...coupon, code: ' early-500 ' }).code).toBe('EARLY-500');
  });

  it.each([
    [{ discountPrice: null }, { discountPrice: 'Give either a fixed discount or a percentage' }],
    [{ discountPercent: 10 }, { discountPercent: 'Give a fixed discount or a percentage, not both' }],
    [{ code: 'EARLY 500' }, { code: 'Code may use letters, digits and hyphens only (up to 40)' }],
    [{ maxUses: 0 }, { maxUses: 'Maximum uses must be a whole number, 1 or more (leave empty for no limit)' }],
    [{ validFrom: '2027-03-01', validUntil: '2027-02-01' }, { validUntil: 'Valid until cannot be before valid from' }],
  ])('should refuse %j with %j', (change, expected) => {
    expect(problems(couponFormSchema.safeParse({ ...coupon, ...change }))).toEqual(expected);
  });
});
