import { describe, expect, it } from 'vitest';
import { enrollmentChoicesSchema, enrollmentSchema, enrollmentReviewSchema } from './enrollment.ts';
import { paymentSubmissionSchema } from './payment.ts';
import { questionSchema } from './question.ts';
import { currentUserSchema, registrationSchema, userSchema } from './user.ts';
import { supportTicketSchema } from './support-ticket.ts';
import { isoDateSchema } from './common.ts';

const upload = { id: 'u1', url: '/api/v2/uploads/u1', filename: 'gcash.png', mimetype: 'image/png', size: 1024 };
const enrollment = {
  _id: 'e1',
  reference: 'RC-2024-000123',
  status: 'Processing',
  createdDate: '2024-01-08T09:15:00.000Z',
  offering: { _id: 'o1', title: 'LET Hybrid Online Review', price: 10_500 },
  user: 'u1',
  price: 10_500,
  paymentType: 'Installment',
  branch: 'Manila',
  installments: [{ amount: 3_500, dueDate: '2024-02-08', paid: false }],
};

describe('userSchema', () => {
  it('should never pass a password on to the site', () => {
    const user = userSchema.parse({
      _id: 'u1',
      email: 'ana@example.ph',
      firstName: 'Ana',
      lastName: 'Santos',
      password: 'secret123',
    });
    expect(user).not.toHaveProperty('password');
  });

  it('should read a mobile-app account with missing profile fields as a plain user', () => {
    expect(
      userSchema.parse({ _id: 'u1', email: 'ana@example.ph', firstName: 'Ana', lastName: 'Santos' }),
    ).toMatchObject({
      verified: false,
      role: 'user',
    });
  });

  it('should require the refreshed token on /users/me', () => {
    expect(currentUserSchema.safeParse({ _id: 'u1', email: 'a@b.ph', firstName: 'A', lastName: 'B' }).success).toBe(
      false,
    );
  });
});

describe('registrationSchema', () => {
  const valid = {
    email: 'ana@example.ph',
    password: 'Mabuhay2024',
    firstName: 'Ana',
    middleName: 'Reyes',
    lastName: 'Santos',
    mobile: '09181234567',
    civilStatus: 'Single',
    birthdate: '1999-01-15',
    birthPlace: 'Iloilo City',
    idName: 'PhilSys',
    idAttachment: upload,
    street: '45 Mabini St.',
    city: 'Iloilo City',
    province: 'Iloilo',
    zipCode: '5000',
    course: 'BEED',
    firstTimer: true,
    college: 'WVSU',
    collegeAddress: 'La Paz',
  };

  it('should accept a complete registration', () => {
    expect(registrationSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['a mobile of 10 digits', { mobile: '0918123456' }],
    ['a password of 17 characters', { password: 'a'.repeat(17) }],
    ['a password of 7 characters', { password: 'a'.repeat(7) }],
    ['an unknown civil status', { civilStatus: 'Complicated' }],
    ['an empty middle name', { middleName: '' }],
    ['a course outside the list', { course: 'BSA' }],
  ])('should refuse %s', (_label, change) => {
    expect(registrationSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('enrollmentSchema', () => {
  it('should read the offering populated with title and price only', () => {
    expect(enrollmentSchema.parse(enrollment).offering).toEqual({
      _id: 'o1',
      title: 'LET Hybrid Online Review',
      price: 10_500,
    });
  });

  it('should read the offering as an id', () => {
    expect(enrollmentSchema.parse({ ...enrollment, offering: 'o1' }).offering).toBe('o1');
  });

  it.each(['Processing', 'Payment Review', 'Active'])('should accept the %s status', (status) => {
    expect(enrollmentSchema.safeParse({ ...enrollment, status }).success).toBe(true);
  });

  it('should refuse On-Going, a coupon filter and not an enrollment status (product §4)', () => {
    expect(enrollmentSchema.safeParse({ ...enrollment, status: 'On-Going' }).success).toBe(false);
  });

  it('should require the populated user and the proofs for the review queue', () => {
    expect(enrollmentReviewSchema.safeParse({ ...enrollment, payments: [] }).success).toBe(false);
  });
});

describe('enrollmentChoicesSchema', () => {
  const choices = { offering: 'o1', paymentType: 'Full', branch: 'Manila' };
  const messageOf = (body: unknown) => {
    const result = enrollmentChoicesSchema.safeParse(body);
    return result.success ? undefined : result.error.issues.map((issue) => issue.message).join('; ');
  };

  // Decision 0054: a branch or schedule the administrator adds can be enrolled in; the server
  // checks it is the offering's.
  it.each([
    ['Davao', undefined],
    ['', "Branch/Location can't be blank"],
    [' ', "Branch/Location can't be blank"],
    ['B'.repeat(61), 'Must be at most 60 characters'],
    [undefined, "Branch/Location can't be blank"],
  ])('should take any branch name up to 60 characters: %j', (branch, message) => {
    expect(messageOf({ ...choices, branch })).toBe(message);
  });

  it.each([
    ['Every Wednesday', undefined],
    [null, undefined],
    ['', 'Schedule is required'],
    ['S'.repeat(61), 'Must be at most 60 characters'],
  ])('should take any schedule name up to 60 characters, or none: %j', (schedule, message) => {
    expect(messageOf({ ...choices, schedule })).toBe(message);
  });

  it('should read back an enrollment in a branch added since the spec', () => {
    expect(enrollmentChoicesSchema.parse({ ...choices, branch: ' Davao ' }).branch).toBe('Davao');
  });

  // Decision 0058: a reviewee's code matches whatever its case; the server gets the stored form.
  it.each([
    ['earlybird', 'EARLYBIRD'],
    ['EarlyBird', 'EARLYBIRD'],
    ['  letpass10 ', 'LETPASS10'],
    ['EARLY-500', 'EARLY-500'],
  ])('should read the coupon code %j as %j', (coupon, code) => {
    expect(enrollmentChoicesSchema.parse({ ...choices, coupon }).coupon).toBe(code);
  });

  it('should refuse a blank coupon code rather than send none', () => {
    expect(enrollmentChoicesSchema.safeParse({ ...choices, coupon: '  ' }).success).toBe(false);
  });
});

describe('paymentSubmissionSchema', () => {
  const payload = {
    paymentType: 'Downpayment',
    paymentOption: 'GCash',
    price: 3_500,
    receiptId: '9012',
    paymentDate: '2024-01-09',
    reference: 'RC-2024-000123',
    tag: 'Enrollment',
    attachments: [upload],
  };

  it('should accept a downpayment with one proof', () => {
    expect(paymentSubmissionSchema.safeParse(payload).success).toBe(true);
  });

  it.each([
    ['no proof', { attachments: [] }],
    ['four proofs', { attachments: [upload, upload, upload, upload] }],
    ['another tag', { tag: 'Subscription' }],
    ['an unknown channel', { paymentOption: 'PayPal' }],
  ])('should refuse %s', (_label, change) => {
    expect(paymentSubmissionSchema.safeParse({ ...payload, ...change }).success).toBe(false);
  });
});

describe('questionSchema', () => {
  it('should read a question with and without its group content', () => {
    const question = { _id: 'q1', question: { data: '<p>?</p>' }, options: [{ label: 'A', data: 'Yes' }] };
    expect(questionSchema.parse(question).questionGroup).toBeUndefined();
    expect(
      questionSchema.parse({ ...question, questionGroup: { content: '<p>Read</p>' } }).questionGroup?.content,
    ).toBe('<p>Read</p>');
  });
});

describe('supportTicketSchema', () => {
  const ticket = { firstName: 'Ana', lastName: 'Santos', email: 'ana@example.ph', category: 'WEBSITE', content: 'Hi' };

  it('should accept an anonymous ticket without attachments', () => {
    expect(supportTicketSchema.parse(ticket).attachments).toEqual([]);
  });

  it('should refuse a fourth attachment (product §5)', () => {
    expect(supportTicketSchema.safeParse({ ...ticket, attachments: [upload, upload, upload, upload] }).success).toBe(
      false,
    );
  });
});

describe('isoDateSchema', () => {
  it.each([
    ['2024-01-08', true],
    ['2024-01-08T09:15:00.000Z', true],
    ['2024-01-08T17:15:00+08:00', true],
    ['January 8, 2024', false],
  ])('should read %s as %s', (value, ok) => {
    expect(isoDateSchema.safeParse(value).success).toBe(ok);
  });
});
