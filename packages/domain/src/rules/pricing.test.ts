import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSES, PAYMENT_TERMS } from '../constants.ts';
import {
  couponDiscount,
  coursePrices,
  coursesLabel,
  fullPaymentPrice,
  installmentAmount,
  priceFor,
} from './pricing.ts';

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

describe('couponDiscount', () => {
  it.each([
    [{ discountPrice: 500, discountPercent: 50 }, 500],
    [{ discountPrice: null, discountPercent: 10 }, 900],
    [{ discountPercent: 10 }, 900],
    [{ discountPrice: 20_000 }, 9_000],
    [{ discountPrice: -100 }, 0],
    [{ discountPercent: 150 }, 9_000],
    [null, 0],
  ])('should take %j off 9,000 as %d', (coupon, expected) => {
    expect(couponDiscount(9_000, coupon)).toBe(expected);
  });
});

/**
 * The five offerings of product §9 as the seed keeps them (apps/api/src/demo/seed-data.ts): the price
 * for other courses, the BEED price, no cash discount, and for two a fixed downpayment.
 */
const SPEC_OFFERINGS = [
  { beedPrice: 5_500, price: 7_000, downpayment: 2_000, installmentTerms: 2 },
  { beedPrice: 7_500, price: 9_000, downpayment: 3_000, installmentTerms: 3 },
  { beedPrice: 9_000, price: 10_500, downpayment: 3_500, installmentTerms: 2 },
  { beedPrice: 8_000, price: 9_500, downpayment: 3_000, installmentTerms: 2 },
  { beedPrice: 6_000, price: 7_500, downpayment: 0, installmentTerms: 0 },
].map((fields) => ({ ...fields, cashDiscountByPercent: 0 }));

describe('the general rule on the five offerings of product §9', () => {
  it.each([
    [0, 5_500, 7_000],
    [1, 7_500, 9_000],
    [2, 9_000, 10_500],
    [3, 8_000, 9_500],
    [4, 6_000, 7_500],
  ])('should price offering %i at %d for BEED and %d for the other courses', (index, beed, other) => {
    const offering = SPEC_OFFERINGS[index]!;
    expect(priceFor({ offering, course: 'BEED', paymentTerm: 'Full' }).total).toBe(beed);
    expect(priceFor({ offering, course: 'BSED', paymentTerm: 'Full' }).total).toBe(other);
    expect(priceFor({ offering, course: 'UNITS/CPE', paymentTerm: 'Full' }).total).toBe(other);
  });

  it.each([
    [2, 3_500],
    [3, 3_000],
  ])('should keep the fixed downpayment of offering %i at %d for every course', (index, downpayment) => {
    const offering = SPEC_OFFERINGS[index]!;
    for (const course of COURSES)
      expect(priceFor({ offering, course, paymentTerm: 'Installment' }).dueNow).toBe(downpayment);
  });

  it('should charge every course the same when the offering has no BEED price', () => {
    const offering = { price: 12_000, beedPrice: null };
    expect(coursePrices(offering)).toEqual([{ courses: ['BEED', 'BSED', 'UNITS/CPE'], price: 12_000 }]);
  });
});

describe('priceFor', () => {
  const hybrid = {
    _id: 'hybrid-online-march-2024',
    price: 10_500,
    beedPrice: 9_000,
    cashDiscountByPercent: 0,
    downpayment: 3_500,
    installmentTerms: 2,
  };
  const plain = {
    _id: 'some-offering',
    price: 12_000,
    cashDiscountByPercent: 10,
    downpayment: 2_000,
    installmentTerms: 4,
  };

  it.each([
    ['BEED', 9_000],
    ['BSED', 10_500],
    ['UNITS/CPE', 10_500],
  ] as const)('should price the hybrid review for %s at %d with no cash discount', (course, total) => {
    expect(priceFor({ offering: hybrid, course, paymentTerm: 'Full' })).toEqual({
      paymentTerm: 'Full',
      base: total,
      cashDiscount: 0,
      couponDiscount: 0,
      total,
      dueNow: total,
      downpayment: 0,
      installments: [],
    });
  });

  it('should fix the hybrid downpayment at 3,500 and split the rest', () => {
    const price = priceFor({ offering: hybrid, course: 'BEED', paymentTerm: 'Installment' });
    expect(price).toMatchObject({ total: 9_000, dueNow: 3_500, downpayment: 3_500, installments: [2_750, 2_750] });
  });

  it('should fix the hyflex downpayment at 3,000', () => {
    const hyflex = { ...hybrid, _id: 'hyflex-face-to-face-2024', price: 9_500, beedPrice: 8_000, downpayment: 3_000 };
    const price = priceFor({ offering: hyflex, course: 'BSED', paymentTerm: 'Installment' });
    expect(price).toMatchObject({ total: 9_500, dueNow: 3_000, installments: [3_250, 3_250] });
  });

  it('should give the cash discount on a full payment of an offering without a BEED price', () => {
    const price = priceFor({ offering: plain, course: 'BEED', paymentTerm: 'Full', coupon: { discountPrice: 800 } });
    expect(price).toMatchObject({
      base: 12_000,
      cashDiscount: 1_200,
      couponDiscount: 800,
      total: 10_000,
      dueNow: 10_000,
    });
  });

  it('should take the coupon off the last installments, keeping the downpayment', () => {
    const price = priceFor({
      offering: plain,
      course: 'BSED',
      paymentTerm: 'Installment',
      coupon: { discountPrice: 3_000 },
    });
    expect(price).toMatchObject({ total: 9_000, dueNow: 2_000, installments: [2_500, 2_500, 2_000, 0] });
  });

  it('should make the last installment absorb the centavo rounding', () => {
    const offering = { _id: 'x', price: 10_000, downpayment: 0, installmentTerms: 3 };
    expect(priceFor({ offering, course: 'BEED', paymentTerm: 'Installment' }).installments).toEqual([
      3_333.33, 3_333.33, 3_333.34,
    ]);
  });

  it('should make the whole price the downpayment of an offering with no installment terms', () => {
    const offering = { _id: 'x', price: 5_000, downpayment: 1_000, installmentTerms: 0 };
    expect(priceFor({ offering, course: 'BEED', paymentTerm: 'Installment' })).toMatchObject({
      dueNow: 5_000,
      installments: [],
    });
  });

  const money = fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100);
  const arbitraryInput = fc.record({
    offering: fc.record({
      beedPrice: fc.option(money),
      price: money,
      cashDiscountByPercent: fc.option(fc.integer({ min: 0, max: 100 })),
      downpayment: fc.option(money),
      installmentTerms: fc.option(fc.integer({ min: 0, max: 24 })),
    }),
    course: fc.constantFrom(...COURSES),
    paymentTerm: fc.constantFrom(...PAYMENT_TERMS),
    coupon: fc.option(
      fc.record({ discountPrice: fc.option(money), discountPercent: fc.option(fc.integer({ min: 0, max: 100 })) }),
    ),
  });

  it('should keep every installment at zero or more when a few centavos are split over many terms', () => {
    const price = priceFor({
      offering: { price: 0.03, installmentTerms: 5 },
      course: 'BEED',
      paymentTerm: 'Installment',
    });
    expect(price.installments).toEqual([0, 0, 0, 0, 0.03]);
    expect(price.total).toBe(0.03);
  });

  it('should never charge less than zero nor more than the base price', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const price = priceFor(input);
        expect(price.total).toBeGreaterThanOrEqual(0);
        expect(price.total).toBeLessThanOrEqual(price.base);
        expect(price.dueNow).toBeGreaterThanOrEqual(0);
        for (const amount of price.installments) expect(amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('should always add up: base less discounts is the total, and the plan sums to the total', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const price = priceFor(input);
        const cents = (n: number) => Math.round(n * 100);
        expect(cents(price.base) - cents(price.cashDiscount) - cents(price.couponDiscount)).toBe(cents(price.total));
        const plan = [price.paymentTerm === 'Full' ? price.dueNow : price.downpayment, ...price.installments];
        expect(plan.reduce((sum, n) => sum + cents(n), 0)).toBe(cents(price.total));
      }),
    );
  });

  it('should have as many installments as the offering has terms', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const price = priceFor({ ...input, paymentTerm: 'Installment' });
        expect(price.installments).toHaveLength(input.offering.installmentTerms ?? 0);
      }),
    );
  });
});

describe('coursePrices', () => {
  it("should give the BEED price and the other courses' price of an offering priced by course", () => {
    expect(coursePrices({ price: 10_500, beedPrice: 9_000 })).toEqual([
      { courses: ['BEED'], price: 9_000 },
      { courses: ['BSED', 'UNITS/CPE'], price: 10_500 },
    ]);
  });

  it('should give one price for every course, less the cash discount, when the price does not depend on the course', () => {
    expect(coursePrices({ price: 10_000, cashDiscountByPercent: 10 })).toEqual([
      { courses: ['BEED', 'BSED', 'UNITS/CPE'], price: 9_000 },
    ]);
  });

  it('should give the prices the wizard charges for a full payment', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(50_000)), fc.nat(50_000), (beedPrice, price) => {
        const offering = { beedPrice, price };
        for (const { courses, price: shown } of coursePrices(offering))
          for (const course of courses) expect(shown).toBe(priceFor({ offering, course, paymentTerm: 'Full' }).total);
      }),
    );
  });
});

describe('coursesLabel', () => {
  it.each([
    [['BEED'], 'BEED'],
    [['BSED', 'UNITS/CPE'], 'BSED and UNITS/CPE'],
    [['BEED', 'BSED', 'UNITS/CPE'], 'All courses'],
  ] as const)('should name %j as %s', (courses, label) => {
    expect(coursesLabel(courses)).toBe(label);
  });
});
