import { describe, expect, it } from 'vitest';
import { fullPaymentPrice, installmentAmount } from './pricing.ts';

describe('fullPaymentPrice', () => {
  it.each([
    { price: 10_500, cashDiscountByPercent: 0, expected: 10_500 },
    { price: 10_500, cashDiscountByPercent: 10, expected: 9_450 },
    { price: 9_000, cashDiscountByPercent: undefined, expected: 9_000 },
    { price: 8_000, cashDiscountByPercent: 100, expected: 0 },
  ])('should charge $expected for $price less $cashDiscountByPercent %', (row) => {
    expect(fullPaymentPrice(row)).toBe(row.expected);
  });
});

describe('installmentAmount', () => {
  it('should split what is left after the downpayment evenly over the terms', () => {
    expect(installmentAmount({ price: 9_500, downpayment: 3_500, installmentTerms: 3 })).toBe(2_000);
  });

  it('should round to centavos', () => {
    expect(installmentAmount({ price: 10_000, downpayment: 0, installmentTerms: 3 })).toBe(3_333.33);
  });

  it('should be zero when the offering has no installment terms', () => {
    expect(installmentAmount({ price: 10_000, downpayment: 0, installmentTerms: 0 })).toBe(0);
  });
});
