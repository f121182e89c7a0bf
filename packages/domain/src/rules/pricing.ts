/**
 * Pricing rules of product §5 ("Pricing rules") and the prices by course of §9, read from the
 * offering's own fields (decision 0045). Amounts are pesos;
 * results are exact to the centavo (computed in whole centavos) so that what the reviewee sees in
 * the wizard is what the server charges: both call `priceFor`.
 */
import { COURSES, type Course, type PaymentTerm } from '../constants.ts';

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

export interface OfferingForPricing extends PricedOffering {
  /** The offering's id; absent for one being written in the console's editor. */
  _id?: string;
  /**
   * The price for BEED reviewees when it differs from `price`, which is then the price for every
   * other course (product §5, §9: "overridden prices by course (BEED or other)"). Null or absent:
   * every course pays `price`. A field of the offering, kept by staff (decision 0045).
   */
  beedPrice?: number | null;
}

/**
 * The offering's terms for one course (product §5, §9): a BEED reviewee pays the offering's BEED
 * price when it has one; everyone else, and every course of an offering without one, pays
 * `price`. Cash discount and downpayment are the offering's own, whatever the course: the five
 * offerings of product §9 are seeded with no cash discount and, two of them, a fixed downpayment.
 */
export function termsForCourse(offering: OfferingForPricing, course: Course): PricedOffering {
  if (course !== 'BEED' || offering.beedPrice == null) return offering;
  return { ...offering, price: offering.beedPrice };
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
}: {
  offering: OfferingForPricing;
  course: Course;
  paymentTerm: PaymentTerm;
  coupon?: CouponForPricing | null | undefined;
}): PriceBreakdown {
  const terms = termsForCourse(offering, course);
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
  const restC = baseC - downC;
  // Rounded to the nearest centavo, unless that leaves the last installment below zero (a price of
  // a few centavos over many terms): then rounded down, the last taking the remainder.
  const roundedC = count === 0 ? 0 : Math.round(restC / count);
  const eachC = roundedC * Math.max(count - 1, 0) > restC ? Math.floor(restC / count) : roundedC;
  const amounts = [downC, ...Array.from({ length: count }, () => eachC)];
  if (count > 0) amounts[count] = restC - eachC * (count - 1);

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

export interface CoursePrice {
  /** The courses this price is for, in the product's order (product §5: BEED, BSED, UNITS/CPE). */
  courses: Course[];
  /** The full-payment price for them, as the wizard's payment step shows it. */
  price: number;
}

/**
 * What an offering costs, course by course, for its card and summary: one entry when every course
 * pays the same, two for an offering with a BEED price (product §9) (BEED, then the other courses). Each is the
 * price `priceFor` charges for a full payment, so the card never advertises another figure than
 * the wizard asks.
 */
export function coursePrices(offering: OfferingForPricing): CoursePrice[] {
  const prices: CoursePrice[] = [];
  for (const course of COURSES) {
    const price = priceFor({ offering, course, paymentTerm: 'Full' }).total;
    const same = prices.find((entry) => entry.price === price);
    if (same) same.courses.push(course);
    else prices.push({ courses: [course], price });
  }
  return prices;
}

/** Names the courses of a `coursePrices` entry: 'BEED', 'BSED and UNITS/CPE', or 'All courses'. */
export function coursesLabel(courses: readonly Course[]): string {
  if (COURSES.every((course) => courses.includes(course))) return 'All courses';
  return courses.length <= 1 ? (courses[0] ?? '') : `${courses.slice(0, -1).join(', ')} and ${courses.at(-1)}`;
}
