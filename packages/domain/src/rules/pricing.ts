/**
 * Pricing rules of spec §5 ("Pricing rules"). Amounts are pesos; results are rounded to
 * centavos so that what the reviewee sees is what the server charges.
 */

const toCentavos = (amount: number): number => Math.round(amount * 100) / 100;

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
  return toCentavos(offering.price - (offering.price * percent) / 100);
}

/** Installment amount = (price minus downpayment) divided by installmentTerms. */
export function installmentAmount(offering: PricedOffering): number {
  const terms = offering.installmentTerms ?? 0;
  if (terms <= 0) return 0;
  return toCentavos((offering.price - (offering.downpayment ?? 0)) / terms);
}
