import type { Json } from './app.ts';

/**
 * An offering as the console's form sends it: Full payment at ₱12,000 in Manila, nothing else
 * set. A test names what its offering needs beyond that.
 */
export const offeringForm = (fields: Json = {}): Json => ({
  title: 'LET Review',
  content: 'Live lectures',
  price: 12_000,
  beedPrice: null,
  cashDiscountByPercent: 0,
  downpayment: 0,
  installmentTerms: 0,
  installmentFrequency: '',
  paymentType: ['Full'],
  multipleSchedule: false,
  branches: ['Manila'],
  schedules: [],
  units: null,
  terms: null,
  startDate: null,
  endDate: null,
  enrollmentStartDate: null,
  enrollmentEndDate: null,
  ...fields,
});
