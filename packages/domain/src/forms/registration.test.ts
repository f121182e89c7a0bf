import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { ageOn } from '../rules/calendar.ts';
import type { FileLike } from './fields.ts';
import { fieldMessages as m } from './messages.ts';
import {
  accountStepSchema,
  newUserEnrollmentSchema,
  packageEnrollmentSchema,
  PROFILE_FIELDS,
  registerFormSchema,
} from './registration.ts';

const today = '2024-05-10';
const errorsOf = (schema: z.ZodMiniType, values: unknown): Record<string, string> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const png: FileLike = { name: 'id.png', type: 'image/png', size: 2048 };
const valid = {
  email: 'juan@example.ph',
  password: 'secret123',
  firstName: 'Juan',
  middleName: 'Santos',
  lastName: 'Dela Cruz',
  mobile: '09171234567',
  civilStatus: 'Single',
  birthdate: '1998-01-15',
  birthPlace: 'Tacloban',
  idName: 'UMID',
  idAttachment: png,
  street: '12 Rizal St.',
  city: 'Borongan',
  province: 'Eastern Samar',
  zipCode: '6800',
  course: 'BSED',
  specialization: 'Mathematics',
  firstTimer: 'Yes',
  college: 'Eastern Samar State University',
  collegeAddress: 'Borongan, Eastern Samar',
};
const register = registerFormSchema({ today });

describe('registerFormSchema', () => {
  it('should accept a complete form', () => {
    expect(errorsOf(register, valid)).toEqual({});
  });

  it('should show every missing field at once, each under itself', () => {
    const errors = errorsOf(register, {});
    expect(errors).toMatchObject({
      email: m.emailRequired,
      password: m.passwordRequired,
      firstName: m.firstNameRequired,
      middleName: m.middleNameRequired,
      mobile: m.mobileRequired,
      civilStatus: m.civilStatusInvalid,
      birthdate: m.birthdateRequired,
      idAttachment: m.idAttachmentRequired,
      course: m.courseInvalid,
      specialization: m.specializationRequired,
      firstTimer: m.firstTimerInvalid,
      collegeAddress: m.collegeAddressRequired,
    });
  });

  it.each([
    ['1234567', m.passwordMin(8)],
    ['12345678', undefined],
    ['1234567890123456', undefined],
    ['12345678901234567', m.passwordMax(16)],
  ])('should judge the %j password (length boundary)', (password, message) => {
    expect(errorsOf(register, { ...valid, password }).password).toBe(message);
  });

  it.each([
    ['0917123456', m.mobileLength],
    ['09171234567', undefined],
    ['091712345678', m.mobileLength],
    ['0917-123-456', m.mobileDigits],
    ['+6391712345', m.mobileDigits],
  ])('should judge the mobile %j', (mobile, message) => {
    expect(errorsOf(register, { ...valid, mobile }).mobile).toBe(message);
  });

  it.each([
    ['2006-05-10', undefined],
    ['2006-05-11', 'You need to be at least 18 years old'],
    ['2006-02-30', m.birthdateInvalid],
    ['10/05/2006', m.birthdateInvalid],
  ])('should judge the birthdate %s against today %s', (birthdate, message) => {
    expect(errorsOf(register, { ...valid, birthdate }).birthdate).toBe(message);
  });

  it.each([
    [{ ...png, type: 'image/jpeg' }, undefined],
    [{ ...png, type: 'application/pdf' }, m.imageTypeInvalid],
    [{ ...png, sniffedType: 'application/x-msdownload' }, m.imageTypeInvalid],
    [{ ...png, sniffedType: 'image/png' }, undefined],
    ['id.png', m.fileInvalid],
  ])('should judge the ID attachment %j', (idAttachment, message) => {
    expect(errorsOf(register, { ...valid, idAttachment }).idAttachment).toBe(message);
  });

  it('should keep the caller’s file object (a browser File stays a File)', () => {
    const result = register.parse(valid);
    expect(result.idAttachment).toBe(png);
  });

  it.each([
    ['BEED', undefined, undefined],
    ['BSED', undefined, m.specializationRequired],
    ['UNITS/CPE', '', m.specializationRequired],
    ['BSED', 'Basket weaving', m.specializationInvalid],
    ['UNITS/CPE', 'TLE', undefined],
  ])('should require a specialization for %s (given %j)', (course, specialization, message) => {
    expect(errorsOf(register, { ...valid, course, specialization }).specialization).toBe(message);
  });

  it.each([
    ['Yes', undefined, undefined],
    ['No', undefined, m.lastTakeDateRequired],
    ['No', '2024-05-11', undefined],
    ['No', '2024-05-12', 'Date is invalid'],
    ['No', '2024-13-01', 'Date is invalid'],
    ['No', '2023-09-24', undefined],
  ])('should judge the last take date when first timer is %s (given %j)', (firstTimer, lastTakeDate, message) => {
    expect(errorsOf(register, { ...valid, firstTimer, lastTakeDate }).lastTakeDate).toBe(message);
  });

  it('should report a cross-field error even while other fields are wrong', () => {
    expect(errorsOf(register, { ...valid, email: '', firstTimer: 'No' })).toEqual({
      email: m.emailRequired,
      lastTakeDate: m.lastTakeDateRequired,
    });
  });

  it('should accept any mobile of exactly 11 digits and refuse any other length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (mobile) => {
        const error = errorsOf(register, { ...valid, mobile }).mobile;
        expect(error).toBe(mobile.length === 11 ? undefined : m.mobileLength);
      }),
    );
  });

  const anyDate = fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('should refuse exactly the birthdates of people under 18 today', () => {
    fc.assert(
      fc.property(anyDate, (birthdate) => {
        const tooYoung = ageOn(birthdate, today) < 18;
        expect(errorsOf(register, { ...valid, birthdate }).birthdate).toBe(tooYoung ? m.minimumAge : undefined);
      }),
    );
  });

  it('should refuse exactly the last take dates after tomorrow', () => {
    fc.assert(
      fc.property(anyDate, (lastTakeDate) => {
        const error = errorsOf(register, { ...valid, firstTimer: 'No', lastTakeDate }).lastTakeDate;
        expect(error).toBe(lastTakeDate > '2024-05-11' ? m.dateInvalid : undefined);
      }),
    );
  });

  it('should accept any password of 8 to 16 characters and refuse others', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (password) => {
        const ok = password.length >= 8 && password.length <= 16;
        expect(errorsOf(register, { ...valid, password }).password === undefined).toBe(ok);
      }),
    );
  });
});

describe('newUserEnrollmentSchema', () => {
  it("should require a branch: Branch/Location can't be blank", () => {
    expect(errorsOf(newUserEnrollmentSchema({ today }), valid)).toEqual({ branch: "Branch/Location can't be blank" });
  });

  it.each([
    [false, undefined, undefined],
    [true, undefined, m.scheduleRequired],
    [true, 'Every Sunday', undefined],
  ])('should ask a schedule only of an offering with multipleSchedule %s', (multipleSchedule, schedule, message) => {
    const schema = newUserEnrollmentSchema({ today, multipleSchedule });
    expect(errorsOf(schema, { ...valid, branch: 'Borongan', schedule }).schedule).toBe(message);
  });

  // Decision 0054: any name on the administrator's list, not only product §9's five.
  it.each([
    ['', "Branch/Location can't be blank"],
    ['   ', "Branch/Location can't be blank"],
    ['Davao', undefined],
    ['D'.repeat(60), undefined],
    ['D'.repeat(61), 'Must be at most 60 characters'],
  ])('should take a branch named %j by its name alone', (branch, message) => {
    expect(errorsOf(newUserEnrollmentSchema({ today }), { ...valid, branch }).branch).toBe(message);
  });

  it.each([
    ['', 'Schedule is required'],
    ['Every Wednesday', undefined],
    ['S'.repeat(61), 'Must be at most 60 characters'],
  ])('should take a schedule named %j by its name alone', (schedule, message) => {
    const schema = newUserEnrollmentSchema({ today, multipleSchedule: true });
    expect(errorsOf(schema, { ...valid, branch: 'Cebu', schedule }).schedule).toBe(message);
  });

  it("should refuse a branch or schedule the offering's lists lack, naming it", () => {
    const schema = newUserEnrollmentSchema({
      today,
      multipleSchedule: true,
      branches: ['Cebu', 'Davao'],
      schedules: ['Every Wednesday'],
    });
    expect(errorsOf(schema, { ...valid, branch: 'Davao', schedule: 'Every Wednesday' })).toEqual({});
    expect(errorsOf(schema, { ...valid, branch: 'Manila', schedule: 'Every Sunday' })).toEqual({
      branch: 'This offering is not given in Manila: choose another Branch/Location',
      schedule: 'This offering has no Every Sunday schedule: choose another Schedule',
    });
  });
});

describe('packageEnrollmentSchema', () => {
  const schema = packageEnrollmentSchema({ today });
  const pkg = { ...valid, password: '12345678901234567890', confirmPassword: '12345678901234567890', branch: 'Cebu' };

  it('should accept a long password with its confirmation', () => {
    expect(errorsOf(schema, pkg)).toEqual({});
  });

  it.each([
    ['1234567', '1234567', 'password', m.passwordMin(8)],
    ['12345678', '', 'confirmPassword', m.confirmPasswordRequired],
    ['12345678', '12345679', 'confirmPassword', m.passwordMismatch],
  ])('should judge password %j confirmed by %j', (password, confirmPassword, field, message) => {
    expect(errorsOf(schema, { ...pkg, password, confirmPassword })[field]).toBe(message);
  });

  it.each([
    ['BEED', undefined],
    ['BSED', m.specializationRequired],
    ['UNITS/CPE', m.specializationRequired],
    [undefined, undefined],
  ])('should require a specialization for course %s', (course, message) => {
    expect(errorsOf(schema, { ...pkg, course, specialization: undefined }).specialization).toBe(message);
  });
});

describe('accountStepSchema', () => {
  const profile = {
    email: 'juan@example.ph',
    firstName: 'Juan',
    middleName: 'Santos',
    lastName: 'Dela Cruz',
    mobile: '09171234567',
    civilStatus: 'Single',
    // As the server sends it: not a form date, and it must not be judged again.
    birthdate: '1998-01-15T00:00:00.000Z',
    birthPlace: 'Tacloban',
    idName: 'UMID',
    idAttachment: '/uploads/id.png',
    street: '12 Rizal St.',
    city: 'Borongan',
    province: 'Eastern Samar',
    zipCode: '6800',
    course: 'BSED',
    specialization: 'Mathematics',
    firstTimer: true,
    college: 'ESSU',
    collegeAddress: 'Borongan',
  };

  it('should ask only for the branch when the profile is complete', () => {
    const schema = accountStepSchema({ profile, today });
    expect(errorsOf(schema, {})).toEqual({ branch: "Branch/Location can't be blank" });
    expect(errorsOf(schema, { branch: 'Manila' })).toEqual({});
  });

  it('should check exactly the fields the profile lacks', () => {
    const schema = accountStepSchema({ profile: { ...profile, mobile: '', zipCode: null }, today });
    expect(errorsOf(schema, { branch: 'Manila', mobile: '0917' })).toEqual({
      mobile: m.mobileLength,
      zipCode: m.zipCodeRequired,
    });
  });

  it('should check every profile field for a user with an empty profile', () => {
    const errors = errorsOf(accountStepSchema({ profile: {}, today }), { branch: 'Iloilo' });
    for (const field of PROFILE_FIELDS.filter((f) => f !== 'lastTakeDate')) expect(errors).toHaveProperty(field);
  });

  it('should ask the last take date of a profile that is not a first timer and lacks it', () => {
    const schema = accountStepSchema({ profile: { ...profile, firstTimer: false }, today });
    expect(errorsOf(schema, { branch: 'Cebu' })).toEqual({ lastTakeDate: m.lastTakeDateRequired });
    expect(errorsOf(schema, { branch: 'Cebu', lastTakeDate: '2024-05-12' })).toEqual({
      lastTakeDate: 'Date is invalid',
    });
  });

  it('should read the course from the form when the profile lacks it', () => {
    const schema = accountStepSchema({ profile: { ...profile, course: '', specialization: '' }, today });
    expect(errorsOf(schema, { branch: 'Cebu', course: 'BEED' })).toEqual({});
    expect(errorsOf(schema, { branch: 'Cebu', course: 'BSED' })).toEqual({ specialization: m.specializationRequired });
  });

  it('should ask a schedule when the offering has several', () => {
    const schema = accountStepSchema({ profile, today, multipleSchedule: true });
    expect(errorsOf(schema, { branch: 'Cebu' })).toEqual({ schedule: m.scheduleRequired });
  });
});
