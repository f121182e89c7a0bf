import type { RegisterFormValues, UploadResult } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { toRegistrationBody } from './registration.ts';

const upload: UploadResult = {
  id: 'up-1',
  url: '/api/v2/uploads/up-1',
  filename: 'id.png',
  mimetype: 'image/png',
  size: 10,
};
const form = {
  email: 'juan@example.ph',
  password: 'Juan-pass-1',
  firstName: 'Juan',
  middleName: 'Santos',
  lastName: 'Dela Cruz',
  mobile: '09171234567',
  civilStatus: 'Single',
  birthdate: '1998-05-14',
  birthPlace: 'Tacloban',
  idName: 'UMID',
  idAttachment: { name: 'id.png', type: 'image/png', size: 10 },
  street: '12 Rizal St.',
  city: 'Borongan City',
  province: 'Eastern Samar',
  zipCode: '6800',
  course: 'BSED',
  specialization: 'Mathematics',
  firstTimer: 'No',
  lastTakeDate: '2023-09-24',
  college: 'ESSU',
  collegeAddress: 'Borongan',
} satisfies RegisterFormValues;

describe('toRegistrationBody', () => {
  it.each([
    [
      'a repeat taker keeps the last take date; No is sent as false',
      {},
      { firstTimer: false, lastTakeDate: '2023-09-24' },
    ],
    ['a first timer sends no last take date', { firstTimer: 'Yes' as const }, { firstTimer: true, lastTakeDate: null }],
    ['BEED sends no specialization', { course: 'BEED' as const }, { specialization: null }],
    ['BSED keeps its specialization', {}, { specialization: 'Mathematics' }],
  ])('should map the form for the API: %s', (_case, change, expected) => {
    expect(toRegistrationBody({ ...form, ...change }, upload)).toMatchObject(expected);
  });

  it('should send the uploaded ID instead of the chosen file', () => {
    expect(toRegistrationBody(form, upload).idAttachment).toEqual(upload);
  });
});
