import { describe, expect, it } from 'vitest';
import {
  ENROLLMENT_WINDOW_MESSAGES,
  ERROR_MESSAGES,
  examCodeLine,
  FORM_FAILURE_NEXT_STEPS,
  formFailureNextStep,
  messageFor,
  OPERATIONS,
  uploadFailureMessage,
} from './catalogue.ts';
import type { Failure, Operation } from './catalogue.ts';

const network: Failure = { kind: 'network' };
const timeout: Failure = { kind: 'timeout' };
const http = (status: number): Failure => ({ kind: 'http', status });

describe('messageFor', () => {
  it.each<[Operation, Failure, string]>([
    ['login', network, 'Error - No network connection'],
    ['login', timeout, 'Error - No network connection'],
    ['login', http(404), 'Error - Invalid Email / Password'],
    ['login', http(401), 'Error - Invalid Email / Password'],
    ['login', http(403), 'Error - Account disabled, please contact support'],
    ['login', http(409), 'Error - This account is registered on another device, one account is limited to one device'],
    ['login', http(500), 'Error - Something went wrong, please try again'],
    ['login', { kind: 'invalid-response' }, 'Error - Something went wrong, please try again'],
    [
      'register',
      http(409),
      'Error - Email already taken, if you are already registered on mobile app please use that email to login',
    ],
    ['register', http(500), 'Error - Unable to create or fetch account, please try again'],
    [
      'enroll',
      http(409),
      'Error - Email already taken, if you are already registered on mobile app please use that email to login',
    ],
    ['enroll', http(500), 'Error - Enrollment Failed, please try again'],
    ['enroll-signed-in', http(409), 'Error - Account already enrolled'],
    ['enroll-signed-in', network, 'Error - Enrollment Failed, please try again'],
    ['package-enroll', http(409), 'Error - Email already enrolled, Please login to continue'],
    ['package-enroll', http(400), 'Error - Enrollment Failed, please try again'],
    ['create-account', http(500), 'Error - Unable to create or fetch account, please try again'],
    ['forgot-password', http(404), 'Error - Email not registered, please check and try again'],
    ['forgot-password', network, 'Error - Email not registered, please check and try again'],
    ['change-password', http(404), 'Error - Token / Email was not found'],
    ['change-password', { kind: 'expired-link' }, 'Link or reset password token expired'],
    ['courseware', http(403), 'SORRY YOUR NOT ENROLLED IN THIS OFFERING.'],
    ['courseware', http(404), 'NO AVAILABLE COURSEWARE FOR DISPLAY'],
    ['courseware', http(500), 'Error - Something went wrong, please try again'],
    ['verify-resend', http(500), 'Error - Something went wrong, please try again'],
    ['exam-start', network, 'Error - No network connection'],
    ['exam-answer', http(500), 'Error - Something went wrong, please try again'],
    ['generic', http(418), 'Error - Something went wrong, please try again'],
  ])('should tell a user whose %s failed with %j: %s', (operation, failure, expected) => {
    expect(messageFor(operation, failure)).toBe(expected);
  });

  it('should always answer with one of the catalogue strings', () => {
    const known = new Set<string>(Object.values(ERROR_MESSAGES));
    const failures: Failure[] = [network, timeout, http(400), http(403), http(404), http(409), http(500)];
    for (const operation of OPERATIONS) {
      for (const failure of failures) expect(known).toContain(messageFor(operation, failure));
    }
  });
});

describe('examCodeLine', () => {
  it.each([
    ['0001', 'ERROR CODE: 0001'],
    ['0002', 'ERROR CODE: 0002'],
    ['0003', 'ERROR CODE: 0003'],
    ['0004', 'ERROR CODE: 0004'],
    ['0005', undefined],
  ] as const)('should show %s as %j', (code, line) => {
    expect(examCodeLine(code)).toBe(line);
  });
});

describe('ENROLLMENT_WINDOW_MESSAGES', () => {
  it('should say the same on the page and in the API, each in its own words', () => {
    expect(ENROLLMENT_WINDOW_MESSAGES).toEqual({
      'not-yet-started': {
        page: 'Enrollment for this offering has not yet started.',
        problem: 'enrollment has not yet started',
      },
      'already-ended': {
        page: 'Enrollment for this offering has already ended.',
        problem: 'enrollment has already ended',
      },
    });
  });
});

describe('uploadFailureMessage', () => {
  it('should say what stopped the upload and that the files are kept', () => {
    expect(uploadFailureMessage({ kind: 'cancelled' })).toBe(
      'Upload cancelled. Your files are still attached: send the form again to upload them.',
    );
    expect(uploadFailureMessage({ kind: 'network' })).toMatch(/^The upload was cut off: no network connection\./);
    expect(uploadFailureMessage({ kind: 'timeout' })).toMatch(/^The upload took too long/);
    expect(uploadFailureMessage({ kind: 'http', status: 500 })).toMatch(/^The upload failed\./);
  });

  it('should quote the reason the server refused the files for', () => {
    expect(uploadFailureMessage({ kind: 'http', status: 400 }, 'files.0: a.png is not a PNG or JPEG image')).toBe(
      'The files were refused: files.0: a.png is not a PNG or JPEG image',
    );
    expect(uploadFailureMessage({ kind: 'http', status: 400 })).toMatch(/^The upload failed\./);
  });
});

describe('formFailureNextStep', () => {
  it('should tell a sign-in refused on another device to move the account, not to send the form again', () => {
    expect(formFailureNextStep('refused', ERROR_MESSAGES.deviceNotRegistered)).toMatch(/^To use this device instead/);
    expect(formFailureNextStep('refused', ERROR_MESSAGES.invalidCredentials)).toBe(FORM_FAILURE_NEXT_STEPS.refused);
  });
});
