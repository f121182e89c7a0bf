import { describe, expect, it } from 'vitest';
import {
  acceptsPaymentProof,
  accountBadges,
  amountDueNow,
  enrollmentWindow,
  nextDueDate,
  nextDueInstallment,
  payAction,
  paymentTypeChoices,
  showNextDueDate,
} from './enrollment.ts';
import {
  installmentDueDates,
  installmentPlan,
  installmentSchedule,
  isPaymentOverdue,
  isPaymentReminderDue,
  installmentReminderKind,
  paymentDeadline,
} from './installments.ts';

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

describe('amountDueNow', () => {
  const plan = [
    { paid: true, amount: 3000 },
    { paid: false, amount: 2500 },
    { paid: false, amount: 2500 },
  ];
  it('should be the whole price on a full payment, whatever the installments say', () => {
    expect(amountDueNow({ status: 'Payment Review', paymentType: 'Full', price: 12000, installments: plan })).toBe(
      12000,
    );
  });
  it('should be the next unpaid installment on an installment plan', () => {
    expect(
      amountDueNow({ status: 'Payment Review', paymentType: 'Installment', price: 8000, installments: plan }),
    ).toBe(2500);
  });
  it('should be the downpayment before anything is paid', () => {
    const fresh = plan.map((i) => ({ ...i, paid: false }));
    expect(amountDueNow({ status: 'Processing', paymentType: 'INSTALLMENT', price: 8000, installments: fresh })).toBe(
      3000,
    );
  });
  it('should be nothing once every installment is paid', () => {
    const done = plan.map((i) => ({ ...i, paid: true }));
    expect(amountDueNow({ status: 'Active', paymentType: 'Installment', price: 8000, installments: done })).toBe(0);
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

  it('should offer Installment once the downpayment is paid, and Downpayment until then', () => {
    expect(paymentTypeChoices('Installment', [unpaid, unpaid])).toEqual(['Downpayment']);
    expect(paymentTypeChoices('Installment', [paid, unpaid])).toEqual(['Installment']);
    expect(paymentTypeChoices('Full', [paid])).toEqual(['Full']);
  });
});

describe('acceptsPaymentProof', () => {
  it.each([
    ['Processing', 'Full', [], true],
    ['Processing', 'Installment', [unpaid, unpaid], true],
    ['Active', 'Installment', [paid, unpaid], true],
    ['Active', 'Installment', [paid, paid], false],
    ['Active', 'Full', [], false],
    ['Payment Review', 'Installment', [paid, unpaid], false],
    ['Cancelled', 'Installment', [unpaid, unpaid], false],
  ])('should judge a %s %s enrollment with installments %j: %s', (status, paymentType, installments, accepts) => {
    expect(acceptsPaymentProof({ status, paymentType, installments })).toBe(accepts);
  });
});

describe('enrollmentWindow', () => {
  const now = new Date('2024-02-10T12:00:00+08:00');

  it.each([
    [{}, 'open'],
    [{ enrollmentStartDate: '2024-02-11T00:00:00+08:00' }, 'not-yet-started'],
    [{ enrollmentStartDate: '2024-02-10T12:00:00+08:00' }, 'open'],
    [{ enrollmentEndDate: '2024-02-10T12:00:00+08:00' }, 'open'],
    [{ enrollmentEndDate: '2024-02-10T11:59:59+08:00' }, 'already-ended'],
    [{ enrollmentStartDate: '2024-01-01T00:00:00+08:00', enrollmentEndDate: '2024-03-01T00:00:00+08:00' }, 'open'],
  ] as const)('should read %o as %s', (offering, expected) => {
    expect(enrollmentWindow(offering, now)).toBe(expected);
  });

  it.each([
    ['one millisecond before the start', '2024-02-10T11:59:59.999+08:00', 'not-yet-started'],
    ['the start instant', '2024-02-10T12:00:00.000+08:00', 'open'],
    ['the end instant', '2024-02-20T12:00:00.000+08:00', 'open'],
    ['one millisecond after the end', '2024-02-20T12:00:00.001+08:00', 'already-ended'],
  ] as const)('should judge %s', (_, at, expected) => {
    const offering = {
      enrollmentStartDate: '2024-02-10T12:00:00+08:00',
      enrollmentEndDate: '2024-02-20T12:00:00+08:00',
    };
    expect(enrollmentWindow(offering, at)).toBe(expected);
    expect(enrollmentWindow(offering, new Date(at))).toBe(expected);
    expect(enrollmentWindow(offering, Date.parse(at))).toBe(expected);
  });

  it('should read the Dates of a database row like the ISO strings of the API', () => {
    const row = {
      enrollmentStartDate: new Date('2024-02-10T12:00:00Z'),
      enrollmentEndDate: new Date('2024-02-20T12:00:00Z'),
    };
    expect(enrollmentWindow(row, new Date('2024-02-10T11:59:59.999Z'))).toBe('not-yet-started');
    expect(enrollmentWindow(row, new Date('2024-02-10T12:00:00Z'))).toBe('open');
    expect(enrollmentWindow(row, new Date('2024-02-20T12:00:00Z'))).toBe('open');
    expect(enrollmentWindow(row, new Date('2024-02-20T12:00:00.001Z'))).toBe('already-ended');
  });

  it.each([null, undefined, ''])('should leave a side given as %j open', (missing) => {
    expect(enrollmentWindow({ enrollmentStartDate: missing, enrollmentEndDate: missing }, now)).toBe('open');
  });

  it('should judge the start first when the dates are the wrong way round', () => {
    const backwards = { enrollmentStartDate: '2024-03-01T00:00:00Z', enrollmentEndDate: '2024-01-01T00:00:00Z' };
    expect(enrollmentWindow(backwards, now)).toBe('not-yet-started');
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

describe('paymentDeadline across the center’s holidays (decision 0078)', () => {
  // Bonifacio Day, Monday 30 November 2026, is a regular holiday.
  const holidays = ['2026-11-30', '2026-12-24', '2026-12-25', '2026-12-30', '2026-12-31'];

  it.each([
    ['a Friday before a holiday Monday', '2026-11-27T02:00:00Z', '2026-12-03'],
    ['the holiday itself', '2026-11-30T02:00:00Z', '2026-12-03'],
    ['a Thursday before a holiday Friday', '2026-11-26T02:00:00Z', '2026-12-02'],
    ['Christmas week', '2026-12-23T02:00:00Z', '2027-01-01'],
  ])('should give someone signing up on %s (%s) until %s', (_day, createdAt, deadline) => {
    expect(paymentDeadline(createdAt, { holidays })).toBe(deadline);
  });

  it('should count the holiday when the center lists none', () => {
    expect(paymentDeadline('2026-11-27T02:00:00Z')).toBe('2026-12-02');
  });

  it.each([
    ['2026-12-03T15:59:59Z', false],
    ['2026-12-03T16:00:00Z', true],
  ])('should count a sign-up before the holiday weekend as overdue at %s: %s', (now, overdue) => {
    expect(isPaymentOverdue('2026-11-27T02:00:00Z', new Date(now), { holidays })).toBe(overdue);
  });

  it.each([
    ['2026-12-02T15:59:59Z', false],
    ['2026-12-02T16:00:00Z', true],
    ['2026-12-03T15:59:59Z', true],
    ['2026-12-03T16:00:00Z', false],
  ])('should remind on the deadline day only, in Manila: at %s, %s', (now, due) => {
    expect(isPaymentReminderDue('2026-11-27T02:00:00Z', new Date(now), { holidays })).toBe(due);
  });
});

describe('installmentPlan', () => {
  it('should make the downpayment due by the payment deadline and each installment a period after it', () => {
    expect(
      installmentPlan({
        createdAt: '2024-05-06T02:00:00Z',
        downpayment: 3_500,
        installments: [3_500, 3_500],
        frequency: 'Monthly',
      }),
    ).toEqual([
      { amount: 3_500, dueDate: '2024-05-09', paid: false },
      { amount: 3_500, dueDate: '2024-06-09', paid: false },
      { amount: 3_500, dueDate: '2024-07-09', paid: false },
    ]);
  });
});

describe('installmentReminderKind (decision 0078)', () => {
  it.each([
    ['2026-12-06', null],
    ['2026-12-07', 'installment-soon'], // three days before
    ['2026-12-09', 'installment-soon'],
    ['2026-12-10', 'installment-due'],
    ['2026-12-11', 'installment-overdue'],
    ['2027-02-01', 'installment-overdue'],
  ])('should call for an installment due on 10 December on %s: %s', (today, kind) => {
    expect(installmentReminderKind('2026-12-10', today)).toBe(kind);
  });
});
