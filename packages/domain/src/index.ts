export {
  API_BASE_PATH,
  API_VERSION,
  BANNER_SLIDE_COUNT,
  CIVIL_STATUSES,
  COUPON_STATUS_ONGOING,
  COURSES,
  ENROLLMENT_STATUS,
  ENROLLMENT_STATUSES,
  LIMITS,
  LOCATIONS,
  NOTIFICATION_DURATION_MS,
  PAGE_SIZE,
  PAYMENT_OPTIONS,
  PAYMENT_PLAN_LABELS,
  PAYMENT_TAG,
  PAYMENT_TERMS,
  REQUEST_TIMEOUT_MS,
  SCHEDULES,
  SESSION_COOKIE_NAME,
  SPECIALIZATIONS,
  STICKY_HEADER_THRESHOLD_PX,
  SUPPORT_CATEGORIES,
  TERMS_OF_USE,
} from './constants.ts';
export type { Course, EnrollmentStatus, PaymentOption, PaymentTerm } from './constants.ts';
export { idSchema, isoDateSchema, paginated } from './schemas/common.ts';
export type { Paginated } from './schemas/common.ts';
export { offeringContentLines, offeringSchema } from './schemas/offering.ts';
export type { Offering } from './schemas/offering.ts';
export { fullPaymentPrice, installmentAmount } from './rules/pricing.ts';
export type { PricedOffering } from './rules/pricing.ts';
export { emailField, fieldMessages, loginSchema } from './forms/login.ts';
export type { LoginValues } from './forms/login.ts';
