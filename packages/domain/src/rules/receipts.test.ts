import { describe, expect, it } from 'vitest';
import { centerSettingsInputSchema, emptyCenterSettings, type TaxRegistration } from '../forms/center-settings.ts';
import { formatReceiptNumber, isRegistered, outOfRange, receiptAmount, receiptSeriesOf } from './receipts.ts';

const { sample: _sample, ...settings } = emptyCenterSettings();
const registered: TaxRegistration = {
  registeredName: 'Review Center Learning Inc.',
  tin: '123-456-789-00000',
  registeredAddress: '5 Osmeña Blvd., Cebu City',
  authorityToPrint: 'OCN 1AU0001234567',
  serialFrom: '000501',
  serialTo: '001000',
};

/** The messages the settings' schema gives the registration's fields, by field. */
const problems = (taxRegistration: Partial<TaxRegistration>) => {
  const result = centerSettingsInputSchema.safeParse({
    ...settings,
    taxRegistration: { ...settings.taxRegistration, ...taxRegistration },
  });
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.filter((i) => i.path[0] === 'taxRegistration').map((i) => [i.path[1], i.message]),
      );
};

describe('the center’s registration (decision 0074)', () => {
  it('should accept none of it, and all of it', () => {
    expect(problems({})).toEqual({});
    expect(problems(registered)).toEqual({});
    expect(problems({ ...registered, tin: '123456789000' })).toEqual({});
  });

  it('should name every field missing when only some are filled', () => {
    expect(problems({ registeredName: 'Review Center Learning Inc.', tin: '123-456-789-000' })).toEqual({
      registeredAddress: 'Registered address is required for an invoice: fill in every registration field, or none',
      authorityToPrint:
        'Authority to print or CAS number is required for an invoice: fill in every registration field, or none',
      serialFrom: 'First serial number is required for an invoice: fill in every registration field, or none',
      serialTo: 'Last serial number is required for an invoice: fill in every registration field, or none',
    });
  });

  it.each([['123-456-789'], ['123-456-789-0000'], ['ABC-456-789-000']])('should refuse %j as a TIN', (tin) => {
    expect(problems({ ...registered, tin })).toEqual({
      tin: 'TIN must be 9 digits and a branch code of 3 or 5 digits, like 123-456-789-00000',
    });
  });

  it('should refuse serial numbers that are not whole numbers, or a range that runs backwards', () => {
    expect(problems({ ...registered, serialFrom: '5.5', serialTo: '0' })).toEqual({
      serialFrom: 'First serial number must be a whole number from 1, digits only',
      serialTo: 'Last serial number must be a whole number from 1, digits only',
    });
    expect(problems({ ...registered, serialFrom: '1000', serialTo: '999' })).toEqual({
      serialTo: 'Last serial number must not be below the first serial number',
    });
    expect(problems({ ...registered, serialTo: '1234567890' })).toEqual({
      serialTo: 'Last serial number must be at most 9 characters',
    });
  });

  it('should refuse an authority to print with other characters', () => {
    expect(problems({ ...registered, authorityToPrint: 'ATP#1' })).toEqual({
      authorityToPrint: 'Authority to print or CAS number may contain only letters, digits, spaces, - and /',
    });
  });

  it('should take the empty registration when a client sends none', () => {
    const { taxRegistration: _none, ...older } = settings;
    const parsed = centerSettingsInputSchema.safeParse(older);
    expect(parsed.success && isRegistered(parsed.data.taxRegistration)).toBe(false);
  });
});

describe('receiptSeriesOf', () => {
  it('should number Acknowledgement Receipts from AR-000001 without an end', () => {
    const series = receiptSeriesOf(settings.taxRegistration);
    expect(series).toMatchObject({ key: 'AR', title: 'Acknowledgement Receipt', first: 1, last: null });
    expect(formatReceiptNumber(series, 12)).toBe('AR-000012');
    expect(outOfRange(series, 10_000_000)).toBeNull();
  });

  it('should number Invoices within the serial range, as wide as it is printed, one series per authority', () => {
    const series = receiptSeriesOf(registered);
    expect(series).toMatchObject({ key: 'INV:OCN 1AU0001234567', title: 'Invoice', first: 501, last: 1000 });
    expect(formatReceiptNumber(series, 501)).toBe('000501');
    expect(outOfRange(series, 1000)).toBeNull();
    expect(outOfRange(series, 1001)).toBe(
      'The invoice serial range 000501 to 001000 is used up: enter the new authority to print and its serial range in the center settings',
    );
    expect(receiptSeriesOf({ ...registered, authorityToPrint: 'CAS-2027-0001' }).key).toBe('INV:CAS-2027-0001');
  });

  it('should print amounts in pesos with two decimals', () => {
    expect(receiptAmount(12_500)).toBe('PHP 12,500.00');
    expect(receiptAmount(3333.5)).toBe('PHP 3,333.50');
  });
});
