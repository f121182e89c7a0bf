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
export { boundedText, emailSchema, idSchema, isoDateSchema, paginated, requiredWireText } from './schemas/common.ts';
export type { Paginated } from './schemas/common.ts';
export { offeringSchema } from './schemas/offering.ts';
export { offeringContentLines } from './rules/offering.ts';
export type { Offering } from './schemas/offering.ts';
export { uploadResultSchema } from './schemas/upload.ts';
export type { UploadResult } from './schemas/upload.ts';
export {
  currentUserSchema,
  passwordSchema,
  profileFieldsSchema,
  profileUpdateSchema,
  registrationSchema,
  isStaffRole,
  roleAllows,
  sessionSchema,
  STAFF_ROLES,
  USER_ROLES,
  userSchema,
} from './schemas/user.ts';
export type {
  CurrentUser,
  ProfileFields,
  ProfileUpdate,
  Registration,
  Session,
  StaffRole,
  User,
  UserRole,
} from './schemas/user.ts';
export {
  enrollmentChoicesSchema,
  enrollmentCreatedSchema,
  enrollmentOfferingSchema,
  enrollmentReviewSchema,
  enrollmentSchema,
  enrollmentStatusSchema,
  enrollmentUserSchema,
  installmentSchema,
} from './schemas/enrollment.ts';
export type {
  Enrollment,
  EnrollmentChoices,
  EnrollmentCreated,
  EnrollmentReview,
  Installment,
} from './schemas/enrollment.ts';
export { PAYMENT_STATUSES, paymentSchema, paymentSubmissionSchema } from './schemas/payment.ts';
export type { Payment, PaymentStatus, PaymentSubmission } from './schemas/payment.ts';
export { couponSchema } from './schemas/coupon.ts';
export type { Coupon } from './schemas/coupon.ts';
export { announcementSchema } from './schemas/announcement.ts';
export type { Announcement } from './schemas/announcement.ts';
export { lecturerSchema } from './schemas/lecturer.ts';
export type { Lecturer } from './schemas/lecturer.ts';
export { categorySchema } from './schemas/category.ts';
export type { Category } from './schemas/category.ts';
export { supportTicketSchema } from './schemas/support-ticket.ts';
export type { SupportTicket, SupportTicketInput } from './schemas/support-ticket.ts';
export { coursewareSchema } from './schemas/courseware.ts';
export type { Courseware } from './schemas/courseware.ts';
export { examTemplateSchema } from './schemas/exam-template.ts';
export type { ExamTemplate } from './schemas/exam-template.ts';
export { userExamAnswerSchema, userExamSchema } from './schemas/user-exam.ts';
export type { UserExam } from './schemas/user-exam.ts';
export { answerSchema, answerSubmissionSchema } from './schemas/answer.ts';
export type { Answer, AnswerSubmission } from './schemas/answer.ts';
export { questionOptionSchema, questionSchema } from './schemas/question.ts';
export type { Question, QuestionOption } from './schemas/question.ts';
export { progressEntrySchema, progressSchema } from './schemas/progress.ts';
export type { Progress, ProgressEntry } from './schemas/progress.ts';
export { serverTimeSchema } from './schemas/server-time.ts';
export type { ServerTime } from './schemas/server-time.ts';
export {
  discussionInputSchema,
  discussionSchema,
  opinionInputSchema,
  opinionSchema,
  subscriptionSchema,
} from './schemas/community.ts';
export type { Discussion, DiscussionInput, Opinion, OpinionInput, Subscription } from './schemas/community.ts';
export {
  couponDiscount,
  fullPaymentPrice,
  installmentAmount,
  PRICE_OVERRIDES,
  priceFor,
  termsForCourse,
} from './rules/pricing.ts';
export type {
  CouponForPricing,
  OfferingForPricing,
  PriceBreakdown,
  PricedOffering,
  PriceOverride,
} from './rules/pricing.ts';
export {
  accountBadges,
  amountDueNow,
  enrollmentWindow,
  INSTALLMENT_FREQUENCIES,
  installmentDueDates,
  installmentSchedule,
  isPaymentOverdue,
  nextDueDate,
  nextDueInstallment,
  payAction,
  paymentDeadline,
  paymentTypeChoices,
  showNextDueDate,
} from './rules/enrollment.ts';
export type { EnrollmentLike, EnrollmentWindow, InstallmentLike } from './rules/enrollment.ts';
export { isLinkExpired, linkToken, parseLinkToken } from './rules/link-token.ts';
export type { LinkToken } from './rules/link-token.ts';
export { emailField, fieldMessages, loginSchema } from './forms/login.ts';
export type { LoginValues } from './forms/login.ts';
export {
  ENROLLMENT_WINDOW_MESSAGES,
  ERROR_MESSAGES,
  EXAM_CODES,
  examCodeLine,
  messageFor,
  OPERATIONS,
  PAGE_MESSAGES,
  SUCCESS_MESSAGES,
} from './errors/catalogue.ts';
export type { ErrorMessage, ExamCode, Failure, Operation, SuccessMessage } from './errors/catalogue.ts';
export { addDays, ageOn, calendarDateOf, isCalendarDate, PRODUCT_TIME_ZONE, weekdayOf } from './rules/calendar.ts';
export {
  birthdateField,
  IMAGE_MIME_TYPES,
  isFileLike,
  isPngOrJpeg,
  mobileField,
  notAfterTomorrowField,
  passwordField,
  requiredText,
} from './forms/fields.ts';
export type { FileLike } from './forms/fields.ts';
export { forgotPasswordSchema, newPasswordSchema } from './forms/password.ts';
export type { ForgotPasswordValues, NewPasswordValues } from './forms/password.ts';
export {
  accountStepSchema,
  firstTimerToBoolean,
  newUserEnrollmentSchema,
  packageEnrollmentSchema,
  PROFILE_FIELDS,
  registerFormSchema,
  YES_NO,
} from './forms/registration.ts';
export type {
  AccountStepValues,
  DateRuleOptions,
  NewUserEnrollmentValues,
  PackageEnrollmentValues,
  ProfileField,
  RegisterFormValues,
  ScheduleOptions,
  YesNo,
} from './forms/registration.ts';
export { paymentProofSchema, paymentStepSchema } from './forms/payment.ts';
export type { PaymentProofValues, PaymentStepValues } from './forms/payment.ts';
export { supportSchema } from './forms/support.ts';
export type { SupportValues } from './forms/support.ts';
export { examAnswerSchema } from './forms/exam-answer.ts';
export type { ExamAnswerValues } from './forms/exam-answer.ts';
export {
  examReducer,
  examScreen,
  formatHms,
  initialExamSession,
  isAnswerOption,
  progressPercent,
  remainingMs,
  scorePercent,
  timerPhase,
  windowLengthMs,
  withAnswer,
} from './rules/exam.ts';
export type {
  ExamAnswers,
  ExamEvent,
  ExamScreen,
  ExamScreenName,
  ExamSession,
  ExamWindow,
  TimerPhase,
} from './rules/exam.ts';
export type { Instant } from './rules/instant.ts';
export { AUDIT_ENTITY_TYPES, auditEntrySchema } from './schemas/audit.ts';
export type { AuditEntityType, AuditEntry } from './schemas/audit.ts';
