import type { ReviewWarning } from '@review-center/api-client/contract';
import type { EnrollmentReview } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { declaredOf, reviewWarnings } from './review.ts';

const NOW = new Date('2026-11-23T04:00:00Z'); // noon in Manila
const AMOUNT = 'The declared amount is not the amount due.';
const AFTER_TOMORROW = 'The payment date is after tomorrow.';
const BEFORE_ENROLLMENT = 'The payment date is before the enrollment was made.';

function review(
  id: string,
  payment: { price?: number; receiptId?: string; paymentDate?: string; amountDue?: number } = {},
) {
  return {
    _id: id,
    reference: `REF-${id}`,
    status: 'Payment Review',
    createdDate: '2026-11-20T02:00:00.000Z',
    paymentType: 'Installment',
    price: 9000,
    installments: [
      { amount: 3000, paid: false },
      { amount: 3000, paid: false },
      { amount: 3000, paid: false },
    ],
    attachments: [],
    user: { _id: `u-${id}`, email: `${id}@example.ph`, firstName: 'Maria', lastName: 'Santos' },
    offering: { _id: 'o', title: 'LET Review', price: 9000 },
    payments: [
      {
        _id: `p-${id}`,
        status: 'Payment Review',
        price: payment.price ?? 3000,
        receiptId: payment.receiptId ?? `R-${id}`,
        paymentDate: payment.paymentDate ?? '2026-11-22',
        paymentOption: 'GCash',
        amountDue: payment.amountDue,
        attachments: [],
      },
    ],
  } as unknown as EnrollmentReview;
}

const warningsOf = (enrollment: EnrollmentReview, server: ReviewWarning[] = []) =>
  reviewWarnings(enrollment, declaredOf(enrollment), server, NOW);

describe('reviewWarnings', () => {
  it('should find nothing to check when the downpayment due is declared, dated today', () => {
    expect(warningsOf(review('a', { paymentDate: '2026-11-23' }))).toEqual([]);
  });

  it('should flag a declared amount a centavo off what is due, and not an exact one', () => {
    expect(warningsOf(review('a', { price: 3000.01 }))).toEqual([AMOUNT]);
    expect(warningsOf(review('a', { price: 2999.99 }))).toEqual([AMOUNT]);
    expect(warningsOf(review('a', { price: 3000 }))).toEqual([]);
  });

  it('should check the amount against what the server said was due when the proof came', () => {
    // The downpayment was 3,000 then; the server's figure wins over the plan as it reads today.
    expect(warningsOf(review('a', { price: 2500, amountDue: 2500 }))).toEqual([]);
    expect(warningsOf(review('a', { price: 3000, amountDue: 2500 }))).toEqual([AMOUNT]);
  });

  it('should accept a payment dated tomorrow and flag one dated the day after (product §5)', () => {
    expect(warningsOf(review('a', { paymentDate: '2026-11-24' }))).toEqual([]);
    expect(warningsOf(review('a', { paymentDate: '2026-11-25' }))).toEqual([AFTER_TOMORROW]);
  });

  it('should flag a payment dated before the enrollment was made, and not one on that day', () => {
    expect(warningsOf(review('a', { paymentDate: '2026-11-20' }))).toEqual([]);
    expect(warningsOf(review('a', { paymentDate: '2026-11-19' }))).toEqual([BEFORE_ENROLLMENT]);
  });

  it("should add the server's duplicate warnings and leave the checks it repeats to the page's own rules", () => {
    const duplicate = 'This receipt id was already used for enrollment RC-OTHER.';
    const server: ReviewWarning[] = [
      { code: 'duplicateReceipt', message: duplicate, reference: 'RC-OTHER' },
      { code: 'amountMismatch', message: 'The declared amount is not the amount due.' },
    ];
    expect(warningsOf(review('a', { paymentDate: '2026-11-23' }), server)).toEqual([duplicate]);
  });
});
