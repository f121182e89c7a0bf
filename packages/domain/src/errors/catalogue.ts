/**
 * The error catalogue of product §8, as data, and the one function that turns a failed call into
 * the notification a user reads. Strings are quoted from the spec verbatim (including its
 * spelling and capitals); change the spec first, then this file.
 */
import type { EnrollmentWindow } from '../rules/enrollment.ts';

/** Every row of the product §8 table, keyed by the situation it names. */
export const ERROR_MESSAGES = {
  noNetwork: 'Error - No network connection',
  invalidCredentials: 'Error - Invalid Email / Password',
  generic: 'Error - Something went wrong, please try again',
  emailTaken: 'Error - Email already taken, if you are already registered on mobile app please use that email to login',
  accountAlreadyEnrolled: 'Error - Account already enrolled',
  emailAlreadyEnrolled: 'Error - Email already enrolled, Please login to continue',
  accountNotCreated: 'Error - Unable to create or fetch account, please try again',
  enrollmentFailed: 'Error - Enrollment Failed, please try again',
  emailNotRegistered: 'Error - Email not registered, please check and try again',
  tokenOrEmailNotFound: 'Error - Token / Email was not found',
  resetLinkExpired: 'Link or reset password token expired',
  coursewareNotEnrolled: 'SORRY YOUR NOT ENROLLED IN THIS OFFERING.',
  coursewareNotAvailable: 'NO AVAILABLE COURSEWARE FOR DISPLAY',
  /** Not in product §8 (it has no disabled accounts): ours, in its style (decision 0029). */
  accountDisabled: 'Error - Account disabled, please contact support',
  /** Not in product §8 (its terms limit an account to one device, §1): ours, in its style (decision 0068). */
  deviceNotRegistered: 'Error - This account is registered on another device, one account is limited to one device',
  /** Not in product §8 (practice is not in the spec): ours, in its style (decision 0081). */
  practiceNotEnrolled: 'Error - Practice is for enrolled reviewees, please enroll in an offering to practise',
} as const;
export type ErrorMessage = (typeof ERROR_MESSAGES)[keyof typeof ERROR_MESSAGES];

/** The success notifications of product §8. */
export const SUCCESS_MESSAGES = {
  enrollment: 'Success - Enrollment successful',
  registerAndEnroll: 'Success - Account register and enrolled',
  register: 'Success - Register Successful',
  enrollmentSubmitted: 'Success - Enrollment Submitted',
  filesAttached: 'Success - Files attached',
  paymentSubmitted: 'Success - Payment Submitted',
} as const;
export type SuccessMessage = (typeof SUCCESS_MESSAGES)[keyof typeof SUCCESS_MESSAGES];

/** Texts of pages that are not notifications but that the spec quotes (product §2, §4). */
export const PAGE_MESSAGES = {
  notFound: 'The content was not found. You have mistyped the address or the page may have moved.',
  supportThanks: 'Thank you for your feedback. Our staff will contact you soon.',
  examSubmitConfirmation: 'Once you submit, you will no longer be able to change your answers for this exam.',
  /** Not in the spec: a submit that failed keeps the dialog open and says what happens next: a submit that cannot be lost. */
  examSubmitRetry: 'Your answers are not submitted yet. They are kept on this device: press Confirm to try again.',
  examSubmitRetrying: 'Your answers are not submitted yet. They are kept on this device, and we are trying again.',
  examSubmitOffline:
    'You are offline. Your answers are kept on this device and will be submitted when you are back online.',
  examAvailableSoon: 'Exam available soon (Please refresh when timer expires)',
  noAnnouncements: 'No available announcements',
  announcementNotFound: 'ANNOUNCEMENT NOT FOUND',
  passwordChanged: 'Password Successfully Changed',
  verifySuccess: 'ACCOUNT VERIFICATION SUCCESS',
  verifyFailed: 'ACCOUNT VERIFICATION FAILED',
  verifyResent: 'RESEND ACCOUNT VERIFICATION SUCCESS - We sent another email for verification.',
  paymentSuccessful: 'PAYMENT SUCCESSFUL',
  /** Not in product §8 (a used link was "not found"): ours, so the reviewee knows to ask again. */
  resetLinkUsed: 'This reset link was already used. Request a new one if you still need to change your password.',
} as const;

/**
 * What a failed or cancelled upload says (ours: product §8 has only the generic message). Each says
 * what happened and that the chosen files are kept, so sending the form again retries (decision 0037).
 */
const UPLOAD_MESSAGES = {
  cancelled: 'Upload cancelled. Your files are still attached: send the form again to upload them.',
  timeout: 'The upload took too long and was stopped. Your files are still attached: send the form again to retry.',
  network:
    'The upload was cut off: no network connection. Your files are still attached: send the form again to retry.',
  failed: 'The upload failed. Your files are still attached: send the form again to retry.',
} as const;

/**
 * The message of an upload that did not finish: cancelled by the reviewee, cut off, too slow, or
 * refused by the server (its reason quoted, e.g. "receipt.png is not a PNG or JPEG image").
 */
export function uploadFailureMessage(failure: Failure | { kind: 'cancelled' }, serverReason?: string): string {
  if (failure.kind === 'cancelled' || failure.kind === 'timeout' || failure.kind === 'network')
    return UPLOAD_MESSAGES[failure.kind];
  if (failure.kind === 'http' && (failure.status === 400 || failure.status === 413) && serverReason)
    return `The files were refused: ${serverReason}`;
  return UPLOAD_MESSAGES.failed;
}

/**
 * What a form says under a refusal that belongs to no field (ours: product §8 gives the message,
 * not the next step). It names what happened where the message does not (a call that took too
 * long reads as the generic or the network message), what to do now, and that nothing typed or
 * chosen was lost, so sending again is safe (decision 0010).
 */
export const FORM_FAILURE_NEXT_STEPS = {
  timeout: 'The server took too long to answer. Everything you entered is still here: send the form again.',
  network:
    'The connection was lost before the server answered. Everything you entered is still here: check your connection, then send the form again.',
  refused: 'Everything you entered is still here: change what the message asks, or send the form again.',
} as const;
export type FormFailureKind = keyof typeof FORM_FAILURE_NEXT_STEPS;
const DEVICE_NEXT_STEP =
  'To use this device instead, move your account here: we e-mail you a link, and the other device is signed out.';

const UPLOAD_MESSAGE_TEXTS: ReadonlySet<string> = new Set(Object.values(UPLOAD_MESSAGES));

/**
 * The next step shown under a form's refusal `message`, or undefined when the message already
 * says both what happened and what to do (an upload's own messages).
 */
export function formFailureNextStep(kind: FormFailureKind, message: string): string | undefined {
  if (UPLOAD_MESSAGE_TEXTS.has(message) || message.startsWith('The files were refused:')) return undefined;
  // Sending the form again changes nothing on this device: say what does (decision 0068).
  if (message === ERROR_MESSAGES.deviceNotRegistered) return DEVICE_NEXT_STEP;
  return FORM_FAILURE_NEXT_STEPS[kind];
}

/**
 * What a closed enrollment window says. Product §2 ("Offering enrollment") gives only the phrases
 * 'not yet started' and 'already ended'; the sentences around them are ours. `page` is what the
 * enroll page shows in place of the wizard; `problem` is what the API's 400 says of the `offering`
 * field when an enrollment is sent anyway.
 */
export const ENROLLMENT_WINDOW_MESSAGES = {
  'not-yet-started': {
    page: 'Enrollment for this offering has not yet started.',
    problem: 'enrollment has not yet started',
  },
  'already-ended': {
    page: 'Enrollment for this offering has already ended.',
    problem: 'enrollment has already ended',
  },
} as const satisfies Record<Exclude<EnrollmentWindow, 'open'>, { page: string; problem: string }>;

/**
 * The hybrid season (product §2 "Package enrollment": "the offering is a hybrid season, and the
 * visitor should check the social page"): `page` is the static notice /enroll shows for the
 * offering staff marked (decision 0072); `problem` is what the API's 400 says of the `offering`
 * field when an enrollment in it is sent anyway.
 */
export const HYBRID_SEASON_MESSAGES = {
  page: 'This offering is a hybrid season. Please check our social page for the schedule and how to enroll.',
  problem: 'this offering is a hybrid season: check our social page for the schedule and how to enroll',
} as const;

/**
 * What went wrong with a call. `network`: no answer at all (offline, DNS, refused);
 * `timeout`: the 10 s limit of product §7 passed; `http`: the server answered with an error status;
 * `invalid-response`: the answer did not match the contract; `expired-link`: a reset or verify
 * token whose embedded expiry has passed (product §4), detected before any call.
 */
export type Failure =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'http'; status: number }
  | { kind: 'invalid-response' }
  | { kind: 'expired-link' };

export const OPERATIONS = [
  'login',
  'register',
  'enroll',
  'enroll-signed-in',
  'package-enroll',
  'create-account',
  'forgot-password',
  'change-password',
  'verify-resend',
  'courseware',
  'exam-start',
  'exam-answer',
  'generic',
] as const;
/** The user action whose failure is being reported; each maps to rows of product §8. */
export type Operation = (typeof OPERATIONS)[number];

const isHttp = (failure: Failure, ...statuses: number[]): boolean =>
  failure.kind === 'http' && statuses.includes(failure.status);

/**
 * The notification text for a failed operation (product §8). Rows the spec gives per operation win;
 * everything else falls back to the generic message, as product §8's "Generic" row says.
 *
 * Decisions where product §8 is silent (docs: the table names the situation, not every status):
 * - A timeout reads as the network message for login and exam calls, whose rows name the
 *   network case ("An answer or start failure shows the network message or the generic
 *   message"); the 10 s timeout is the same experience as a dead connection for the user.
 * - Register/enroll failures other than 409 show "Enrollment Failed" for enrollments and
 *   "Unable to create or fetch account" for registration, which are the product §8 rows for those.
 */
export function messageFor(operation: Operation, failure: Failure): string {
  const offline = failure.kind === 'network' || failure.kind === 'timeout';
  switch (operation) {
    case 'login':
      if (offline) return ERROR_MESSAGES.noNetwork;
      // "HTTP 404 or invalid credentials": the provider answers 404 for an unknown user and
      // 401 for a wrong password; both are the same message so that neither leaks which.
      if (isHttp(failure, 401, 404)) return ERROR_MESSAGES.invalidCredentials;
      // A disabled account with the right password (decision 0029).
      if (isHttp(failure, 403)) return ERROR_MESSAGES.accountDisabled;
      // The right password on a device that is not the account's (decision 0068).
      if (isHttp(failure, 409)) return ERROR_MESSAGES.deviceNotRegistered;
      return ERROR_MESSAGES.generic;
    case 'register':
      if (isHttp(failure, 409)) return ERROR_MESSAGES.emailTaken;
      return ERROR_MESSAGES.accountNotCreated;
    case 'create-account':
      return ERROR_MESSAGES.accountNotCreated;
    case 'enroll':
      if (isHttp(failure, 409)) return ERROR_MESSAGES.emailTaken;
      return ERROR_MESSAGES.enrollmentFailed;
    case 'enroll-signed-in':
      if (isHttp(failure, 409)) return ERROR_MESSAGES.accountAlreadyEnrolled;
      return ERROR_MESSAGES.enrollmentFailed;
    case 'package-enroll':
      if (isHttp(failure, 409)) return ERROR_MESSAGES.emailAlreadyEnrolled;
      return ERROR_MESSAGES.enrollmentFailed;
    // Product §8 names one message for any failure of these two, offline included.
    case 'forgot-password':
      return ERROR_MESSAGES.emailNotRegistered;
    case 'change-password':
      if (failure.kind === 'expired-link') return ERROR_MESSAGES.resetLinkExpired;
      return ERROR_MESSAGES.tokenOrEmailNotFound;
    case 'courseware':
      if (isHttp(failure, 403)) return ERROR_MESSAGES.coursewareNotEnrolled;
      if (isHttp(failure, 404)) return ERROR_MESSAGES.coursewareNotAvailable;
      return ERROR_MESSAGES.generic;
    case 'exam-start':
    case 'exam-answer':
      if (offline) return ERROR_MESSAGES.noNetwork;
      return ERROR_MESSAGES.generic;
    case 'verify-resend':
    case 'generic':
      return ERROR_MESSAGES.generic;
  }
}

/**
 * Exam error codes (product §8), shown as 'ERROR CODE: 000x'. 0002 is the "not yet available"
 * screen rather than an error view; 0005 hides its code line.
 */
export const EXAM_CODES = {
  '0001': { meaning: 'template not found', showsCode: true },
  '0002': { meaning: 'not yet available', showsCode: true },
  '0003': { meaning: 'window ended', showsCode: true },
  '0004': { meaning: 'already completed', showsCode: true },
  '0005': { meaning: 'load failure', showsCode: false },
} as const;
export type ExamCode = keyof typeof EXAM_CODES;

/** The code line of the error view, or undefined when the code shows none (0005). */
export const examCodeLine = (code: ExamCode): string | undefined =>
  EXAM_CODES[code].showsCode ? `ERROR CODE: ${code}` : undefined;
