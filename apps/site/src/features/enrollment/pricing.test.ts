import { offeringSchema } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { courseOf, termAmounts } from './pricing.ts';

// The seed's hybrid online review: one of the five product §9 offerings priced by course (9,000 BEED / 10,500 other, 3,500 down).
const hybrid = offeringSchema.parse({
  _id: 'hybrid-online-march-2024',
  title: 'LET Hybrid Online Review (March 2024)',
  content: '',
  price: 10_500,
  beedPrice: 9_000,
  downpayment: 3_500,
  installmentTerms: 2,
  installmentFrequency: 'Monthly',
  paymentType: ['Full', 'Installment'],
});

describe('termAmounts', () => {
  it.each([
    [
      'BEED',
      { full: 9_000, downpayment: 3_500, installment: 2_750, installmentTerms: 2, installmentFrequency: 'Monthly' },
    ],
    [
      'BSED',
      { full: 10_500, downpayment: 3_500, installment: 3_500, installmentTerms: 2, installmentFrequency: 'Monthly' },
    ],
  ] as const)('should price the product §9 override for %s', (course, expected) => {
    expect(termAmounts(hybrid, course, null)).toEqual(expected);
  });

  it('should take a fixed coupon off the full price', () => {
    const coupon = {
      code: 'EARLYBIRD',
      title: 'Early bird',
      discountPrice: 500,
      offering: hybrid._id,
      status: 'On-Going',
    };
    expect(termAmounts(hybrid, 'BEED', coupon).full).toBe(8_500);
  });

  it('should offer no installment amounts for a full-only offering', () => {
    expect(termAmounts({ ...hybrid, _id: 'other', paymentType: ['Full'] }, 'BSED', null)).toEqual({ full: 10_500 });
  });
});

describe('courseOf', () => {
  it('should take the first known course', () => {
    expect(courseOf(undefined, '', 'BEED', 'BSED')).toBe('BEED');
    expect(courseOf(undefined)).toBe('BSED');
  });
});
