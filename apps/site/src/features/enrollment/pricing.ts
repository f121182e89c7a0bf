import {
  priceFor,
  type Coupon,
  type Course,
  type Offering,
  type PaymentTerm,
  type PriceBreakdown,
} from '@review-center/domain';
import type { PaymentTermAmounts } from '@review-center/forms';

/** The course the price depends on (product §9 overrides): the form's, else the profile's. */
export function courseOf(...candidates: unknown[]): Course {
  for (const value of candidates) if (value === 'BEED' || value === 'BSED' || value === 'UNITS/CPE') return value;
  // Before a course is known the price shown is the "other courses" one, as the offerings list shows.
  return 'BSED';
}

export function breakdownFor(
  offering: Offering,
  course: Course,
  paymentTerm: PaymentTerm,
  coupon: Coupon | null,
): PriceBreakdown {
  return priceFor({ offering, course, paymentTerm, coupon });
}

/** What each term costs, for the payment step's choices (product §5 "Pricing rules"). */
export function termAmounts(offering: Offering, course: Course, coupon: Coupon | null): PaymentTermAmounts {
  const full = breakdownFor(offering, course, 'Full', coupon);
  const amounts: PaymentTermAmounts = { full: full.total };
  if (offering.paymentType.includes('Installment')) {
    const plan = breakdownFor(offering, course, 'Installment', coupon);
    amounts.downpayment = plan.downpayment;
    if (plan.installments.length > 0) {
      amounts.installment = plan.installments[0];
      amounts.installmentTerms = plan.installments.length;
    }
    if (offering.installmentFrequency) amounts.installmentFrequency = offering.installmentFrequency;
  }
  return amounts;
}
