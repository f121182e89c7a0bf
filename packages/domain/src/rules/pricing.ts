/**
 * Pricing rules of product §5 ("Pricing rules") and the price overrides of §9. Amounts are pesos;
 * results are exact to the centavo (computed in whole centavos) so that what the reviewee sees in
 * the wizard is what the server charges: both call `priceFor`.
 */
import type { Course, PaymentTerm } from '../constants.ts';

const toCentavos = (amount: number): number => Math.round(amount * 100);
const toPesos = (centavos: number): number => centavos / 100;
const roundToCentavos = (amount: number): number => toPesos(toCentavos(amount));

export interface PricedOffering {
  price: number;
  /** Read as a percentage of the price (10 means 10 %). */
  cashDiscountByPercent?: number | null;
  downpayment?: number | null;
  installmentTerms?: number | null;
}

/** Full payment price = price minus cashDiscountByPercent (as a percentage of the price). */
export function fullPaymentPrice(offering: PricedOffering): number {
  const percent = offering.cashDiscountByPercent ?? 0;
  return roundToCentavos(offering.price - (offering.price * percent) / 100);
}

/** Installment amount = (price minus downpayment) divided by installmentTerms. */
export function installmentAmount(offering: PricedOffering): number {
  const terms = offering.installmentTerms ?? 0;
  if (terms <= 0) return 0;
  return roundToCentavos((offering.price - (offering.downpayment ?? 0)) / terms);
}

export interface PriceOverride {
  /** Price for BEED reviewees. */
  beed: number;
  /** Price for every other course (BSED, UNITS/CPE). */
  other: number;
  /** A fixed installment downpayment, where product §9 gives one. */
  downpayment?: number;
}

/**
 * The five offerings whose price depends on the course, with no cash discount (product §5, §9).
 * The spec gives the price pairs but not the offering ids: the two it describes in product §1 are the
 * demo seed's hybrid online (9,000/10,500) and hyflex face-to-face (8,000/9,500) reviews, and the
 * fixed downpayments 3,500 and 3,000 are theirs. The other three ids are placeholders that a
 * deployment replaces with its own offering ids. Exported as data so the server seeds them.
 */
export const PRICE_OVERRIDES: Readonly<Record<string, PriceOverride>> = {
  'override-offering-1': { beed: 5_500, other: 7_000 },
  'override-offering-2': { beed: 7_500, other: 9_000 },
  'hybrid-online-march-2024': { beed: 9_000, other: 10_500, downpayment: 3_500 },
  'hyflex-face-to-face-2024': { beed: 8_000, other: 9_500, downpayment: 3_000 },
  'override-offering-3': { beed: 6_000, other: 7_500 },
};

export interface OfferingForPricing extends PricedOffering {
  _id: string;
}

/** The offering's terms for one course: the product §9 override applied when the offering has one. */
export function termsForCourse(
  offering: OfferingForPricing,
  course: Course,
  overrides: Readonly<Record<string, PriceOverride>> = PRICE_OVERRIDES,
): PricedOffering {
  const override = overrides[offering._id];
  if (!override) return offering;
  return {
    ...offering,
    price: course === 'BEED' ? override.beed : override.other,
    cashDiscountByPercent: 0,
    downpayment: override.downpayment ?? offering.downpayment ?? 0,
  };
}

export interface CouponForPricing {
  discountPrice?: number | null;
  discountPercent?: number | null;
}

/**
 * "Coupon discount is the fixed discountPrice if present, otherwise the discountPercent" (product §5),
 * the percentage read of `amount`. Never more than the amount and never negative, so a price
 * never drops below zero.
 */
export function couponDiscount(amount: number, coupon: CouponForPricing | null | undefined): number {
  if (!coupon) return 0;
  const raw =
    coupon.discountPrice != null && coupon.discountPrice > 0
      ? coupon.discountPrice
      : (amount * (coupon.discountPercent ?? 0)) / 100;
  return roundToCentavos(Math.min(Math.max(raw, 0), Math.max(amount, 0)));
}

export interface PriceBreakdown {
  paymentTerm: PaymentTerm;
  /** The price for the course, before any discount. */
  base: number;
  /** Cash discount (full payment only). */
  cashDiscount: number;
  couponDiscount: number;
  /** What the reviewee pays in all. */
  total: number;
  /** Due when enrolling: the whole total, or the downpayment for an installment plan. */
  dueNow: number;
  /** The downpayment after any coupon; 0 for a full payment. */
  downpayment: number;
  /** The installment amounts after the downpayment, in order; empty for a full payment. */
  installments: number[];
}

/**
 * The one price computation the wizard and the server share. Full: base less the cash discount,
 * less the coupon (its percentage of that). Installment: the downpayment, then installmentTerms
 * equal amounts of (price − downpayment) / terms, the last absorbing the centavo rounding so the
 * plan adds up to the price; a coupon (its percentage of the price) comes off the last
 * installments first, so the downpayment due now stays what the offering advertises.
 */
export function priceFor({
  offering,
  course,
  paymentTerm,
  coupon,
  overrides,
}: {
  offering: OfferingForPricing;
  course: Course;
  paymentTerm: PaymentTerm;
  coupon?: CouponForPricing | null | undefined;
  overrides?: Readonly<Record<string, PriceOverride>>;
}): PriceBreakdown {
  const terms = termsForCourse(offering, course, overrides);
  const base = roundToCentavos(Math.max(terms.price, 0));

  if (paymentTerm === 'Full') {
    const full = Math.min(Math.max(fullPaymentPrice({ ...terms, price: base }), 0), base);
    const discount = couponDiscount(full, coupon);
    const total = toPesos(toCentavos(full) - toCentavos(discount));
    return {
      paymentTerm,
      base,
      cashDiscount: toPesos(toCentavos(base) - toCentavos(full)),
      couponDiscount: discount,
      total,
      dueNow: total,
      downpayment: 0,
      installments: [],
    };
  }

  const count = Math.max(Math.trunc(terms.installmentTerms ?? 0), 0);
  const baseC = toCentavos(base);
  // With no installments the whole price is the downpayment.
  const downC = count === 0 ? baseC : Math.min(Math.max(toCentavos(terms.downpayment ?? 0), 0), baseC);
  const eachC = count === 0 ? 0 : Math.round((baseC - downC) / count);
  const amounts = [downC, ...Array.from({ length: count }, () => eachC)];
  if (count > 0) amounts[count] = baseC - downC - eachC * (count - 1);

  const discount = couponDiscount(base, coupon);
  let leftC = toCentavos(discount);
  for (let i = amounts.length - 1; i >= 0 && leftC > 0; i -= 1) {
    const cut = Math.min(amounts[i]!, leftC);
    amounts[i]! -= cut;
    leftC -= cut;
  }
  const [downpaymentC = 0, ...rest] = amounts;
  return {
    paymentTerm,
    base,
    cashDiscount: 0,
    couponDiscount: discount,
    total: toPesos(amounts.reduce((sum, a) => sum + a, 0)),
    dueNow: toPesos(downpaymentC),
    downpayment: toPesos(downpaymentC),
    installments: rest.map(toPesos),
  };
}
