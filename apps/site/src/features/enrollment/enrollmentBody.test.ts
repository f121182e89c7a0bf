import { describe, expect, it } from 'vitest';
import { enrollmentChoices, newUserEnrollmentBody, profileForWire } from './enrollmentBody.ts';

const upload = { id: 'u1', url: '/api/v2/uploads/u1', filename: 'id.png', mimetype: 'image/png', size: 10 };

describe('enrollmentBody', () => {
  it('should send First Timer No as false with the last-take date', () => {
    expect(
      profileForWire({ firstTimer: 'No', lastTakeDate: '2023-03-01', course: 'BSED', specialization: 'English' }),
    ).toEqual({
      firstTimer: false,
      lastTakeDate: '2023-03-01',
      course: 'BSED',
      specialization: 'English',
    });
  });

  it('should drop a last-take date and a specialization that were not asked', () => {
    expect(
      profileForWire({ firstTimer: 'Yes', lastTakeDate: '2023-03-01', course: 'BEED', specialization: 'English' }),
    ).toEqual({
      firstTimer: true,
      course: 'BEED',
    });
  });

  it('should send no schedule or coupon when none was chosen', () => {
    expect(enrollmentChoices('o1', { branch: 'Cebu', schedule: '' }, { paymentType: 'Full', coupon: '' })).toEqual({
      offering: 'o1',
      paymentType: 'Full',
      branch: 'Cebu',
      schedule: null,
      coupon: null,
    });
  });

  it('should put the uploaded ID and the choices beside the registration fields', () => {
    const body = newUserEnrollmentBody(
      'o1',
      {
        email: 'juan@example.ph',
        password: 'secret-123',
        branch: 'Manila',
        schedule: 'Every Sunday',
        firstTimer: 'Yes',
      },
      { paymentType: 'Installment', coupon: 'EARLYBIRD' },
      upload,
    );
    expect(body).toEqual({
      email: 'juan@example.ph',
      password: 'secret-123',
      firstTimer: true,
      idAttachment: upload,
      offering: 'o1',
      paymentType: 'Installment',
      branch: 'Manila',
      schedule: 'Every Sunday',
      coupon: 'EARLYBIRD',
    });
  });
});
