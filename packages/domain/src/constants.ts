/**
 * Business constants of product §9 ("Business constants and limits").
 * Every value here is quoted from the spec; change the spec first, then this file.
 */

export const API_VERSION = 'v2';
export const API_BASE_PATH = `/api/${API_VERSION}`;
/** Every call has a 10 second timeout (product §7, §9). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The login token cookie (product §2 "Header and shell", §9). */
export const SESSION_COOKIE_NAME = 'met-token';

export const ENROLLMENT_STATUS = {
  processing: 'Processing',
  paymentReview: 'Payment Review',
  active: 'Active',
  /** Staff cancelled it, with a reason (decision 0028): no proof can be sent any more. */
  cancelled: 'Cancelled',
} as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUS)[keyof typeof ENROLLMENT_STATUS];
export const ENROLLMENT_STATUSES = Object.values(ENROLLMENT_STATUS) as [EnrollmentStatus, ...EnrollmentStatus[]];

/** On-Going is a coupon filter, not an enrollment status (product §4). */
export const COUPON_STATUS_ONGOING = 'On-Going';

export const PAYMENT_TERMS = ['Full', 'Installment'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
/** Payment plan labels (product §4). */
export const PAYMENT_PLAN_LABELS = ['Full', 'Downpayment', 'Installment'] as const;
export const PAYMENT_OPTIONS = ['BPI', 'BDO', 'Metrobank', 'GCash'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
/** The payment submission's tag is fixed (product §3, Payment). */
export const PAYMENT_TAG = 'Enrollment';

export const LOCATIONS = ['Manila', 'Cebu', 'Borongan', 'Malolos', 'Iloilo'] as const;
export const SCHEDULES = ['Every Saturday', 'Every Sunday'] as const;

export const CIVIL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const COURSES = ['BEED', 'BSED', 'UNITS/CPE'] as const;
export type Course = (typeof COURSES)[number];
export const SPECIALIZATIONS = [
  'English',
  'Mathematics',
  'Filipino',
  'Social Science',
  'Biological Science',
  'Physical Science',
  'TLE',
  'MAPEH',
  'Values Ed',
  'Agri',
  'Fisheries',
] as const;
export const SUPPORT_CATEGORIES = ['ENROLLMENT', 'WEBSITE', 'MOBILE APP', 'OTHERS'] as const;

export const PAGE_SIZE = {
  homeAnnouncements: 3,
  homeLecturers: 4,
  homeEnrollmentCheck: 100,
  announcements: 4,
  announcementSidebar: 10,
  lecturers: 4,
  offerings: 10,
  accountLists: 1000,
} as const;

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 16,
  loginPasswordMin: 8,
  mobileLength: 11,
  minimumAge: 18,
  paymentProofFilesMin: 1,
  paymentProofFilesMax: 3,
  supportFilesMax: 3,
  /**
   * Longest text of each kind the forms and the API accept (decision 0023): names, addresses,
   * receipt ids, titles and other one-line fields; messages (support tickets, discussion posts);
   * e-mail addresses (RFC 5321); identifiers and link tokens; file names.
   */
  textMax: 200,
  messageMax: 10_000,
  emailMax: 254,
  idMax: 100,
  fileNameMax: 255,
  /** A branch or schedule name on the administrator's list (decisions 0045, 0054). */
  choiceNameMax: 60,
  /** Payment must be settled within 3 business days of signing up (product §4, §9). */
  paymentDeadlineBusinessDays: 3,
  /**
   * The question bank and exam templates (decision 0043): a question's stem and passage are
   * messages (`messageMax`); an option is shorter rich text; 2 to 6 options (A to F); at most
   * 1,000 questions per CSV import; an exam of at most 500 questions and 24 hours' duration.
   */
  questionOptionMax: 2_000,
  questionOptionsMin: 2,
  questionOptionsMax: 6,
  questionImportMax: 1_000,
  examQuestionsMax: 500,
  examDurationMaxMinutes: 1_440,
} as const;

/** A question bank's difficulty tags (decision 0043; the product has none). */
export const QUESTION_DIFFICULTIES = ['Easy', 'Average', 'Difficult'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

/** What a reset-password link can be when the reset page opens (ours: product §4 has only expiry). */
export const RESET_LINK_STATES = ['usable', 'used', 'expired'] as const;

export const STICKY_HEADER_THRESHOLD_PX = 100;
export const BANNER_SLIDE_COUNT = 2;
/** Notifications auto-dismiss after 7 seconds (product §8, §9). */
export const NOTIFICATION_DURATION_MS = 7_000;

/** Figures of the terms of use (product §1, §9). */
export const TERMS_OF_USE = {
  accessValidityMonths: 6,
  mobileAppFeePesos: 1000,
  termsChangeNoticeDays: 30,
  devicesPerAccount: 1,
  minimumConnectionMbps: 0.5,
  recommendedConnectionMbps: 5,
  privacyPolicyEffective: '2020-03-12',
} as const;
