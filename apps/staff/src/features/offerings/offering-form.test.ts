import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, previewPrices, type OfferingDraft } from './offering-form.ts';

const draft = (changes: Partial<OfferingDraft> = {}): OfferingDraft => ({
  ...draftOf(undefined, ['Manila', 'Cebu']),
  title: 'LET Summer Review',
  price: '11,000',
  beedPrice: '9800',
  downpayment: '3200',
  installmentTerms: '2',
  paymentType: ['Full', 'Installment'],
  enrollmentStartDate: '2027-01-10',
  enrollmentEndDate: '2027-02-10',
  ...changes,
});

describe('checkDraft', () => {
  it('should turn what was typed into the body the API checks, days in Manila', () => {
    const checked = checkDraft(draft());
    expect('values' in checked && checked.values).toMatchObject({
      price: 11_000,
      beedPrice: 9_800,
      downpayment: 3_200,
      installmentTerms: 2,
      branches: ['Manila', 'Cebu'],
      schedules: [],
      enrollmentStartDate: '2027-01-10T00:00:00+08:00',
      enrollmentEndDate: '2027-02-10T23:59:59+08:00',
    });
  });

  it('should name each field that is not yet right, keeping the draft as typed', () => {
    const typed = draft({ price: 'eleven thousand', beedPrice: '', multipleSchedule: true });
    expect(checkDraft(typed)).toEqual({
      errors: {
        price: 'Price must be a number of pesos, 0 or more',
        schedules: 'An offering with multiple schedules needs at least one schedule',
      },
    });
    expect(typed.price).toBe('eleven thousand');
  });

  it('should open a saved offering with the same days it was saved with', () => {
    const checked = checkDraft(draft());
    if (!('values' in checked)) throw new Error('expected values');
    const saved = {
      ...checked.values,
      _id: 'x',
      published: false,
      enrollmentCount: 0,
      createdAt: '2026-11-26T00:00:00.000Z',
      position: 0,
      last: true,
      units: undefined,
      terms: undefined,
      startDate: undefined,
      endDate: undefined,
      enrollmentStartDate: new Date(checked.values.enrollmentStartDate!).toISOString(),
      enrollmentEndDate: new Date(checked.values.enrollmentEndDate!).toISOString(),
    };
    expect(draftOf(saved)).toMatchObject({ enrollmentStartDate: '2027-01-10', enrollmentEndDate: '2027-02-10' });
  });
});

describe('previewPrices', () => {
  it('should give what a BEED and a BSED reviewee pay, Full and Installment, by the domain rule', () => {
    expect(previewPrices(draft())).toEqual([
      { course: 'BEED', term: 'Full', total: 9_800, dueNow: 9_800, installments: [] },
      { course: 'BEED', term: 'Installment', total: 9_800, dueNow: 3_200, installments: [3_300, 3_300] },
      { course: 'BSED', term: 'Full', total: 11_000, dueNow: 11_000, installments: [] },
      { course: 'BSED', term: 'Installment', total: 11_000, dueNow: 3_200, installments: [3_900, 3_900] },
    ]);
  });

  it('should count a field not yet a number as 0 and leave out terms the offering does not allow', () => {
    expect(previewPrices(draft({ price: 'abc', beedPrice: '', paymentType: ['Full'] }))).toEqual([
      { course: 'BEED', term: 'Full', total: 0, dueNow: 0, installments: [] },
      { course: 'BSED', term: 'Full', total: 0, dueNow: 0, installments: [] },
    ]);
  });
});

describe('the package flags (decision 0072)', () => {
  it('should send both flags, and refuse a hybrid season that is not a package, naming the field', () => {
    const both = checkDraft(draft({ isPackage: true, hybridSeason: true }));
    expect('values' in both && both.values).toMatchObject({ isPackage: true, hybridSeason: true });
    expect(checkDraft(draft({ hybridSeason: true }))).toEqual({
      errors: { hybridSeason: 'Only a package can be the hybrid season: mark it as a package too' },
    });
  });
});
