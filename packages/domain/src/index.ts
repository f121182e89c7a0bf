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
  QUESTION_DIFFICULTIES,
  REQUEST_TIMEOUT_MS,
  RESET_LINK_STATES,
  SCHEDULES,
  SESSION_COOKIE_NAME,
  SPECIALIZATIONS,
  STICKY_HEADER_THRESHOLD_PX,
  SUPPORT_CATEGORIES,
  TERMS_OF_USE,
} from './constants.ts';
export type { Course, EnrollmentStatus, PaymentOption, PaymentTerm, QuestionDifficulty } from './constants.ts';
export { boundedText, emailSchema, idSchema, isoDateSchema, paginated, requiredWireText } from './schemas/common.ts';
export type { Paginated } from './schemas/common.ts';
export { BACKUP_WARNINGS, backupWarning } from './rules/backup.ts';
export { offeringSchema } from './schemas/offering.ts';
export { offeredChoices, offeringContentLines } from './rules/offering.ts';
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
export { browserName, DEVICE_MOVE_INTERVAL_DAYS, DEVICE_RELEASE_REASONS, deviceSchema } from './schemas/device.ts';
export type { Device } from './schemas/device.ts';
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
export { canonicalCouponCode, couponCodeSchema, couponSchema } from './schemas/coupon.ts';
export type { Coupon } from './schemas/coupon.ts';
export { announcementSchema } from './schemas/announcement.ts';
export type { Announcement } from './schemas/announcement.ts';
export { LECTURER_CREDENTIALS_MAX, lecturerInputSchema, lecturerSchema } from './schemas/lecturer.ts';
export type { Lecturer, LecturerInput } from './schemas/lecturer.ts';
export {
  ABOUT_TEXT_MAX,
  BANNER_OFFERINGS_MAX,
  bannerOfferingLabel,
  centerSettingsInputSchema,
  centerSettingsSchema,
  defaultHolidays,
  emptyCenterSettings,
  HOLIDAY_NAME_MAX,
  HOLIDAYS_MAX,
  holidaySchema,
  PARTNERS_MAX,
  partnerSchema,
  SERIAL_DIGITS_MAX,
  TAX_REGISTRATION_FIELDS,
  taxRegistrationSchema,
} from './forms/center-settings.ts';
export { paymentAccountsOf } from './rules/payment-accounts.ts';
export {
  DEFAULT_PRACTICE_GOAL,
  dueWindows,
  PRACTICE_GOALS,
  PRACTICE_SIZES,
  practiceGrade,
  practiceStreak,
} from './rules/practice.ts';
export type { PracticeGoal, PracticeGrade, PracticeSize } from './rules/practice.ts';
export type {
  CenterSettings,
  CenterSettingsInput,
  HolidayEntry,
  Partner,
  TaxRegistration,
  TaxRegistrationField,
} from './forms/center-settings.ts';
export {
  formatReceiptNumber,
  isRegistered,
  outOfRange,
  RECEIPT_TITLES,
  receiptAmount,
  receiptSeriesOf,
} from './rules/receipts.ts';
export type { ReceiptSeries, ReceiptTitle } from './rules/receipts.ts';
export { receiptSchema } from './schemas/receipt.ts';
export { refundSchema } from './schemas/refund.ts';
export type { Refund } from './schemas/refund.ts';
export {
  amountOfText,
  centavosOf,
  REFUND_CHANNELS,
  refundInputSchema,
  refundMessages,
  refundSchemaFor,
} from './forms/refund.ts';
export type { RefundBounds, RefundChannel, RefundInput } from './forms/refund.ts';
export {
  matchStatement,
  normaliseReference,
  STATEMENT_REASON_TEXT,
  STATEMENT_REASONS,
  statementSummary,
} from './rules/statement.ts';
export type {
  ReviewReason,
  StatementMatch,
  StatementReason,
  StatementRow,
  UnknownReason,
  WaitingPayment,
} from './rules/statement.ts';
// The statement import's form and file (decision 0088).
export {
  STATEMENT_DATE_FORMATS,
  STATEMENT_LIMITS,
  statementImportInputSchema,
  statementMessages,
} from './forms/statement-import.ts';
export type { StatementDateFormat, StatementImportInput, StatementMapping } from './forms/statement-import.ts';
export { parseStatementCsv, statementAmount, statementColumns, statementDate } from './rules/statement-csv.ts';
export type { StatementCsvResult, StatementFileRow, StatementProblem } from './rules/statement-csv.ts';
export type { Receipt } from './schemas/receipt.ts';
export { categorySchema } from './schemas/category.ts';
export type { Category } from './schemas/category.ts';
export { supportTicketSchema } from './schemas/support-ticket.ts';
export type { SupportTicket, SupportTicketInput } from './schemas/support-ticket.ts';
export { coursewareSchema } from './schemas/courseware.ts';
export type { Courseware } from './schemas/courseware.ts';
export { examTemplateSchema } from './schemas/exam-template.ts';
export type { ExamTemplate } from './schemas/exam-template.ts';
export { flagSubmissionSchema, userExamAnswerSchema, userExamFlagSchema, userExamSchema } from './schemas/user-exam.ts';
export type { FlagSubmission, UserExam, UserExamFlag } from './schemas/user-exam.ts';
export { answerSchema, answerSubmissionSchema } from './schemas/answer.ts';
export type { Answer, AnswerSubmission } from './schemas/answer.ts';
export { questionOptionSchema, questionSchema } from './schemas/question.ts';
export type { Question, QuestionOption } from './schemas/question.ts';
export { progressEntrySchema, progressSchema } from './schemas/progress.ts';
export type { Progress, ProgressEntry } from './schemas/progress.ts';
export { serverTimeSchema } from './schemas/server-time.ts';
export type { ServerTime } from './schemas/server-time.ts';
export {
  discussionSchema,
  discussionSummarySchema,
  discussionThreadSchema,
  opinionSchema,
  postAuthorSchema,
  subscriptionSchema,
  threadOpinionSchema,
} from './schemas/community.ts';
export type {
  Discussion,
  DiscussionSummary,
  DiscussionThread,
  Opinion,
  PostAuthor,
  Subscription,
  ThreadOpinion,
} from './schemas/community.ts';
export {
  couponDiscount,
  coursePrices,
  coursesLabel,
  fullPaymentPrice,
  installmentAmount,
  priceFor,
  termsForCourse,
} from './rules/pricing.ts';
export type {
  CoursePrice,
  CouponForPricing,
  OfferingForPricing,
  PriceBreakdown,
  PricedOffering,
} from './rules/pricing.ts';
export {
  accountBadges,
  acceptsPaymentProof,
  amountDueNow,
  enrollmentWindow,
  nextDueDate,
  nextDueInstallment,
  payAction,
  paymentTypeChoices,
  showNextDueDate,
  accessEndsAt,
} from './rules/enrollment.ts';
export type { EnrollmentLike, EnrollmentWindow, InstallmentLike } from './rules/enrollment.ts';
export { isLinkExpired, linkToken, parseLinkToken } from './rules/link-token.ts';
export { IMAGE_UPLOAD, imageUploadPlan, renamedForType } from './rules/upload.ts';
export { uploadTimeoutMs } from './rules/upload-timeout.ts';
export type { ImageEncoding } from './rules/upload.ts';
export {
  RICH_TEXT_ALLOW_LIST,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from './rules/rich-text.ts';
export type { LinkToken } from './rules/link-token.ts';
export { emailField, fieldMessages, loginSchema } from './forms/login.ts';
export type { LoginValues } from './forms/login.ts';
export {
  ENROLLMENT_WINDOW_MESSAGES,
  ERROR_MESSAGES,
  HYBRID_SEASON_MESSAGES,
  EXAM_CODES,
  examCodeLine,
  FORM_FAILURE_NEXT_STEPS,
  formFailureNextStep,
  messageFor,
  OPERATIONS,
  PAGE_MESSAGES,
  SUCCESS_MESSAGES,
  uploadFailureMessage,
} from './errors/catalogue.ts';
export { DEVICE_MESSAGES } from './errors/devices.ts';
export { EXAM_REMINDER_EMAIL, EXAM_REMINDER_MESSAGES } from './errors/exam-reminders.ts';
export { EXAM_REMINDER_LEAD_MS, isExamReminderDue } from './rules/exam-reminders.ts';
export type {
  ErrorMessage,
  ExamCode,
  Failure,
  FormFailureKind,
  Operation,
  SuccessMessage,
} from './errors/catalogue.ts';
export {
  addBusinessDays,
  addDays,
  ageOn,
  calendarDateOf,
  isBusinessDay,
  isCalendarDate,
  PRODUCT_TIME_ZONE,
  startOfDay,
  weekdayOf,
} from './rules/calendar.ts';
export { HOLIDAYS_YEAR, PHILIPPINE_HOLIDAYS } from './reference/holidays.ts';
export type { Holiday } from './reference/holidays.ts';
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
export { discussionFormSchema, newDiscussionSchema, opinionFormSchema } from './forms/discussion.ts';
export type {
  DiscussionFormValues,
  DiscussionInput,
  NewDiscussion,
  OpinionFormValues,
  OpinionInput,
} from './forms/discussion.ts';
export type { SupportValues } from './forms/support.ts';
export { examAnswerSchema } from './forms/exam-answer.ts';
export type { ExamAnswerValues } from './forms/exam-answer.ts';
export {
  examReducer,
  examScreen,
  flaggedCountText,
  flaggedQuestionsText,
  formatHms,
  initialExamSession,
  isAnswerOption,
  isCorrectAnswer,
  progressPercent,
  remainingMs,
  scorePercent,
  timerPhase,
  unansweredCountText,
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
// Mock exams a review center runs: item statistics, the LET rating, attempts' deadlines and
// order, the exam templates staff write and the question bank's CSV (decision 0043).
export {
  itemStatistics,
  itemStatisticsFromTotals,
  scoreDistribution,
  sortItemStatistics,
  weakestFirst,
} from './rules/item-statistics.ts';
export type {
  ChoiceShare,
  ItemStatistic,
  ItemStatisticKey,
  ItemTotals,
  OptionShare,
  ScoreBin,
  StatisticsAttempt,
  StatisticsQuestion,
} from './rules/item-statistics.ts';
export {
  formatLetAverage,
  LET_PART_TITLES,
  LET_PARTS,
  LET_PASSING,
  LET_WEIGHTS,
  letLevelForCourse,
  letRating,
} from './rules/let-rating.ts';
export type { LetLevel, LetPart, LetPartRating, LetRating, LetResult } from './rules/let-rating.ts';
export {
  ACCOMMODATION_SCOPES,
  acceptsLateSubmission,
  attemptDeadline,
  COMPLETION_GRACE_MS,
  extraTimeMs,
  liveState,
  mergeAccommodations,
  NO_ACCOMMODATION,
  OFFLINE_AFTER_MS,
  startWindow,
} from './rules/accommodations.ts';
export type { AccommodationScope, AccommodationTerms, DeadlineTemplate, LiveState } from './rules/accommodations.ts';
export { attemptLayout, attemptLengthMs, displayedLabelOf, seededOrder, storedLabelOf } from './rules/exam-attempt.ts';
export type { AttemptQuestion, DisplayedOption } from './rules/exam-attempt.ts';
export { bankMessages } from './forms/bank-messages.ts';
export { examTemplateInputSchema } from './forms/exam-template.ts';
export type { ExamTemplateInput } from './forms/exam-template.ts';
export {
  ACCOMMODATION_LIMITS,
  accommodationInputSchema,
  removeAccommodationSchema,
  reopenAttemptSchema,
} from './forms/accommodation.ts';
export type { AccommodationInput } from './forms/accommodation.ts';
export { questionDraftSchema } from './forms/question.ts';
export type { QuestionDraft } from './forms/question.ts';
// LET subjects and competencies of the question bank (decision 0076).
export { subjectInputSchema } from './forms/subject.ts';
export type { SubjectInput } from './forms/subject.ts';
export { subjectSchema } from './schemas/subject.ts';
export type { Subject } from './schemas/subject.ts';
export { LET_SUBJECTS } from './reference/let-subjects.ts';
export type { LetSubjectSeed, Specialization } from './reference/let-subjects.ts';
export { parseCsv, toCsv } from './rules/csv.ts';
export type { CsvRecord } from './rules/csv.ts';
export { parseQuestionCsv, QUESTION_CSV_COLUMNS, QUESTION_CSV_TEMPLATE, questionsToCsv } from './rules/question-csv.ts';
export type { QuestionCsvError, QuestionCsvResult, SubjectsOfCategory } from './rules/question-csv.ts';
// The results pages: LET part of a category, percentages, the results export (decision 0051).
export {
  attemptPercent,
  examResultsCsv,
  formatDuration,
  formatStatistic,
  letPartOfCategory,
} from './rules/exam-results.ts';
export type { ResultsCsvAttempt } from './rules/exam-results.ts';
// Strengths and improvement areas of one result (decision 0079).
export { IMPROVEMENT_AREA, isImprovementArea, strengthsBreakdown, subjectRollUp } from './rules/strengths.ts';
export type { AreaBreakdown, AreaScore, ScoredItem, SubjectResult, SubjectRollUp } from './rules/strengths.ts';
export {
  INSTALLMENT_FREQUENCIES,
  installmentDueDates,
  INSTALLMENT_REMINDER_DAYS,
  installmentPlan,
  installmentReminderKind,
  installmentSchedule,
  isPaymentOverdue,
  isPaymentReminderDue,
  paymentDeadline,
} from './rules/installments.ts';
export type { DeadlineCalendar, InstallmentReminderKind } from './rules/installments.ts';
export {
  CATALOGUE_OPTION_KINDS,
  catalogueMessages,
  catalogueOptionFormSchema,
  couponFormSchema,
  offeringFormSchema,
} from './forms/catalogue.ts';
export type {
  CatalogueOptionFormValues,
  CatalogueOptionKind,
  CouponFormValues,
  OfferingFormValues,
} from './forms/catalogue.ts';
export {
  ANNOUNCEMENT_STATUSES,
  announcementInputSchema,
  announcementState,
  contentMessages,
  coursewareInputSchema,
  isBlankRichText,
  RICH_TEXT_MAX,
  slugFromTitle,
} from './forms/content.ts';
export type { AnnouncementInput, AnnouncementState, AnnouncementStatus, CoursewareInput } from './forms/content.ts';
export { accessEndedMessage, bestOfferingAccess, offeringAccess } from './rules/access.ts';
export type { AccessEnrollmentLike, OfferingAccess } from './rules/access.ts';
export { cohortHeatmapCsv, formatHeatPercent, HEAT_BANDS, heatBand, heatPercent } from './rules/cohort-heatmap.ts';
export type { HeatBand, HeatmapCsvCell } from './rules/cohort-heatmap.ts';
