import type { TaxRegistration } from '../forms/center-settings.ts';

/**
 * Receipts of approved payments (decision 0074). Since the EOPT Act (27 April 2024) the
 * invoice is the primary document for services: a center registered with the BIR issues an
 * Invoice within the serial range of its authority to print; one that has entered no
 * registration issues an Acknowledgement Receipt, which is not an invoice.
 */
export const RECEIPT_TITLES = ['Acknowledgement Receipt', 'Invoice'] as const;
export type ReceiptTitle = (typeof RECEIPT_TITLES)[number];

/** The series a receipt is numbered in: its counter's key, its title and its range. */
export interface ReceiptSeries {
  /** The counter's key: 'AR', or 'INV:' and the authority to print (a new one starts its own range). */
  key: string;
  title: ReceiptTitle;
  /** The first number of the series. */
  first: number;
  /** The last number it may give; null when it has no end. */
  last: number | null;
  /** Digits shown, zero-padded. */
  width: number;
  /** Shown before the digits. */
  prefix: string;
}

/** Whether the registration is entered (the settings' schema allows all of it or none). */
export const isRegistered = (registration: TaxRegistration): boolean =>
  Object.values(registration).every((value) => value.trim() !== '');

/** The series the next receipt takes, from the center's registration. */
export function receiptSeriesOf(registration: TaxRegistration): ReceiptSeries {
  if (!isRegistered(registration)) {
    return { key: 'AR', title: 'Acknowledgement Receipt', first: 1, last: null, width: 6, prefix: 'AR-' };
  }
  const first = Number(registration.serialFrom);
  const last = Number(registration.serialTo);
  return {
    key: `INV:${registration.authorityToPrint.trim().toUpperCase()}`,
    title: 'Invoice',
    first,
    last,
    // As printed on the authority to print: "000001" keeps its zeros.
    width: Math.max(registration.serialFrom.length, registration.serialTo.length),
    prefix: '',
  };
}

/** A receipt's number as it is printed: AR-000012, or 000012 for an invoice. */
export const formatReceiptNumber = (series: Pick<ReceiptSeries, 'prefix' | 'width'>, number: number): string =>
  `${series.prefix}${String(number).padStart(series.width, '0')}`;

/**
 * Why the series can give no `number`: past the serial range of the authority to print, an
 * invoice may not be issued; null when it can.
 */
export function outOfRange(series: ReceiptSeries, number: number): string | null {
  if (series.last === null || number <= series.last) return null;
  return `The invoice serial range ${formatReceiptNumber(series, series.first)} to ${formatReceiptNumber(series, series.last)} is used up: enter the new authority to print and its serial range in the center settings`;
}

/** An amount as a receipt prints it: PHP 1,234.50 (the PDF's standard font has no peso sign). */
export const receiptAmount = (amount: number): string =>
  `PHP ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
