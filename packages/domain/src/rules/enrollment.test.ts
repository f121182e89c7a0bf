import { describe, expect, it } from 'vitest';
import {
  accountBadges,
  installmentDueDates,
  installmentSchedule,
  isPaymentOverdue,
  nextDueDate,
  nextDueInstallment,
  payAction,
  paymentDeadline,
  paymentTypeChoices,
  showNextDueDate,
} from './enrollment.ts';

const unpaid = { paid: false, dueDate: '2024-06-01' };
const paid = { paid: true, dueDate: '2024-05-01' };

describe('payAction', () => {
  it.each([
    ['Processing', [], 'Pay'],
    ['Payment Review', [], 'None'],
    ['Active', [paid], 'None'],
    ['Active', [paid, unpaid], 'Pay'],
    ['Payment Review', [unpaid], 'Pay'],
  ] as const)('should offer %s with installments %j: %s', (status, installments, action) => {
    expect(payAction({ status, installments })).toBe(action);
  });
});

describe('nextDueInstallment', () => {
  it('should be the first installment not paid', () => {
    const later = { paid: false, dueDate: '2024-07-01' };
    expect(nextDueInstallment([paid, unpaid, later])).toBe(unpaid);
    expect(nextDueInstallment([paid])).toBeUndefined();
  });
});

describe('showNextDueDate', () => {
  it.each([
    ['Active', 'Installment', true],
    ['Active', 'INSTALLMENT', true],
    ['Active', 'Full', false],
    ['Processing', 'Installment', false],
    ['Payment Review', 'Installment', false],
  ])('should show it for %s paid by %s: %s', (status, paymentType, shown) => {
    expect(showNextDueDate({ status, paymentType })).toBe(shown);
  });

  it('should give the date of the first unpaid installment', () => {
    expect(nextDueDate({ status: 'Active', paymentType: 'Installment', installments: [paid, unpaid] })).toBe(
      '2024-06-01',
    );
    expect(nextDueDate({ status: 'Active', paymentType: 'Full', installments: [unpaid] })).toBeUndefined();
  });
});

describe('paymentTypeChoices', () => {
  it.each([
    ['FULL', ['Full']],
    ['Full', ['Full']],
    ['INSTALLMENT', ['Downpayment']],
  ])('should offer a %s enrollment %j', (type, choices) => {
    expect(paymentTypeChoices(type)).toEqual(choices);
  });
});

describe('accountBadges', () => {
  it('should count Processing enrollments and payments in Payment Review', () => {
    const enrollments = [{ status: 'Processing' }, { status: 'Active' }, { status: 'Processing' }];
    const payments = [{ status: 'Payment Review' }, { status: 'Approved' }];
    expect(accountBadges({ enrollments, payments })).toEqual({ enrollments: 2, payments: 1 });
  });
});

describe('installmentDueDates', () => {
  it.each([
    ['Monthly', '2024-01-31', ['2024-02-29', '2024-03-31', '2024-04-30']],
    ['Weekly', '2024-12-25', ['2025-01-01', '2025-01-08', '2025-01-15']],
    ['Quarterly', '2024-11-15', ['2025-02-15', '2025-05-15', '2025-08-15']],
    ['Whenever', '2024-05-10', ['2024-06-10', '2024-07-10', '2024-08-10']],
  ])('should schedule %s installments from %s', (frequency, startDate, dates) => {
    expect(installmentDueDates({ startDate, count: 3, frequency })).toEqual(dates);
  });

  it('should pair amounts with due dates, all unpaid', () => {
    expect(installmentSchedule({ startDate: '2024-05-10', amounts: [2_750, 2_750], frequency: 'Monthly' })).toEqual([
      { amount: 2_750, dueDate: '2024-06-10', paid: false },
      { amount: 2_750, dueDate: '2024-07-10', paid: false },
    ]);
  });
});

describe('paymentDeadline', () => {
  it.each([
    ['Monday', '2024-05-06T02:00:00Z', '2024-05-09'],
    ['Wednesday', '2024-05-08T02:00:00Z', '2024-05-13'],
    ['Friday', '2024-05-10T02:00:00Z', '2024-05-15'],
    ['Saturday', '2024-05-11T02:00:00Z', '2024-05-15'],
    ['Sunday', '2024-05-12T02:00:00Z', '2024-05-15'],
    // 17:00 UTC on Friday is already Saturday 01:00 in Manila.
    ['Friday night UTC', '2024-05-10T17:00:00Z', '2024-05-15'],
  ])('should give someone signing up on %s (%s) until %s', (_day, createdAt, deadline) => {
    expect(paymentDeadline(createdAt)).toBe(deadline);
  });

  it.each([
    ['2024-05-15T15:59:59Z', false],
    ['2024-05-15T16:00:00Z', true],
  ])('should count a Friday sign-up as overdue at %s: %s', (now, overdue) => {
    expect(isPaymentOverdue('2024-05-10T02:00:00Z', new Date(now))).toBe(overdue);
  });
});
