import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FileLike } from './fields.ts';
import { fieldMessages as m } from './messages.ts';
import { paymentProofSchema, paymentStepSchema } from './payment.ts';

const today = '2024-05-10';
const schema = paymentProofSchema({ today });
const image = (n: number, type = 'image/jpeg'): FileLike => ({ name: `receipt-${n}.jpg`, type, size: 1000 });
const files = (count: number) => Array.from({ length: count }, (_, i) => image(i));
const valid = {
  paymentType: 'Downpayment',
  paymentOption: 'GCash',
  price: '3500',
  receiptId: 'GC-0001',
  paymentDate: today,
  attachments: files(1),
};
const errorOf = (values: unknown, field: string) => {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('paymentProofSchema', () => {
  it('should accept a complete proof', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [0, m.attachmentsRequired],
    [1, undefined],
    [3, undefined],
    [4, 'Maximum files exceeds (3)'],
  ])('should judge %i attachments', (count, message) => {
    expect(errorOf({ ...valid, attachments: files(count) }, 'attachments')).toBe(message);
  });

  it.each([
    ['image/png', undefined],
    ['image/gif', m.imageTypeInvalid],
    ['application/pdf', m.imageTypeInvalid],
  ])('should judge an attachment of type %s', (type, message) => {
    expect(errorOf({ ...valid, attachments: [image(1), image(2, type)] }, 'attachments')).toBe(message);
  });

  it.each([
    ['2024-05-11', undefined],
    ['2024-05-12', 'Date is invalid'],
    ['2024-01-01', undefined],
    ['', m.paymentDateRequired],
  ])('should judge the payment date %j', (paymentDate, message) => {
    expect(errorOf({ ...valid, paymentDate }, 'paymentDate')).toBe(message);
  });

  it.each([
    ['3500', undefined],
    ['3333.33', undefined],
    ['3,500', m.priceNumeric],
    ['₱3500', m.priceNumeric],
    ['-3500', m.priceNumeric],
    ['', m.priceRequired],
  ])('should judge the price %j', (price, message) => {
    expect(errorOf({ ...valid, price }, 'price')).toBe(message);
  });

  it.each([
    ['paymentOption', 'PayPal', m.paymentOptionInvalid],
    ['paymentType', '', m.paymentTypeRequired],
    ['receiptId', '  ', m.receiptIdRequired],
  ])('should judge %s %j', (field, value, message) => {
    expect(errorOf({ ...valid, [field]: value }, field)).toBe(message);
  });

  it('should refuse any price holding a character other than a digit or a decimal point', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (price) => {
        fc.pre(/[^\d.]/.test(price.trim()));
        expect(errorOf({ ...valid, price }, 'price')).toBeDefined();
      }),
    );
  });
});

describe('paymentStepSchema', () => {
  it.each([
    [undefined, 'Installment', undefined],
    [undefined, '', m.paymentTypeRequired],
    [['Full'] as const, 'Installment', m.paymentTypeRequired],
  ])('should judge, among %j, the term %j', (paymentTypes, paymentType, message) => {
    const result = paymentStepSchema(paymentTypes ? { paymentTypes } : {}).safeParse({ paymentType });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });
});
