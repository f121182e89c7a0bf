import { enrollmentFixtures, paymentFixtures } from '@review-center/api-client/mocks';
import type { Enrollment } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { enrollmentHistory } from './enrollment-history.ts';

describe('enrollmentHistory', () => {
  it('should list the enrollment, each proof with its status and the activation, oldest first', () => {
    const enrollment: Enrollment = {
      ...enrollmentFixtures.processing,
      reference: 'RC-1',
      createdDate: '2024-03-01T02:00:00.000Z',
      activatedAt: '2024-03-05T02:00:00.000Z',
    };
    const payments = [
      {
        ...paymentFixtures[0]!,
        reference: 'P-2',
        createdDate: '2024-03-04T02:00:00.000Z',
        status: 'Approved' as const,
      },
      {
        ...paymentFixtures[0]!,
        reference: 'P-1',
        createdDate: '2024-03-02T02:00:00.000Z',
        status: 'Rejected' as const,
      },
    ];
    expect(enrollmentHistory(enrollment, payments).map((entry) => [entry.at.slice(0, 10), entry.what])).toEqual([
      ['2024-03-01', 'Enrolled, reference RC-1'],
      ['2024-03-02', `${payments[1]!.paymentType} payment proof sent, reference P-1: Rejected`],
      ['2024-03-04', `${payments[0]!.paymentType} payment proof sent, reference P-2: Approved`],
      ['2024-03-05', 'Activated: access for six months'],
    ]);
  });

  it('should list each refund recorded on the cancelled enrollment, in its place', () => {
    const enrollment: Enrollment = {
      ...enrollmentFixtures.processing,
      reference: 'RC-1',
      status: 'Cancelled',
      createdDate: '2024-03-01T02:00:00.000Z',
      activatedAt: '2024-03-05T02:00:00.000Z',
      refunds: [
        {
          _id: 'refund-1',
          amount: 4_000.5,
          channel: 'BDO',
          reference: 'BDO-77',
          refundDate: '2024-03-09',
          reason: 'Moved abroad',
          createdDate: '2024-03-09T02:00:00.000Z',
        },
      ],
    };
    expect(enrollmentHistory(enrollment, []).map((entry) => entry.what)).toEqual([
      'Enrolled, reference RC-1',
      'Activated: access for six months',
      'Refunded ₱4,000.50 by BDO, reference BDO-77',
    ]);
  });

  it('should not claim an activation that has not happened', () => {
    const enrollment: Enrollment = { ...enrollmentFixtures.processing, activatedAt: null };
    expect(enrollmentHistory(enrollment, []).map((entry) => entry.what)).toEqual([
      `Enrolled, reference ${enrollment.reference}`,
    ]);
  });
});
