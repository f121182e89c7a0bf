import * as z from 'zod/mini';
import {
  auditEntrySchema,
  boundedText,
  COURSES,
  ENROLLMENT_STATUS,
  ENROLLMENT_STATUSES,
  enrollmentChoicesSchema,
  enrollmentCreatedSchema,
  enrollmentReviewSchema,
  enrollmentSchema,
  enrollmentStatusSchema,
  fieldMessages,
  idSchema,
  isoDateSchema,
  LIMITS,
  paginated,
  PAYMENT_OPTIONS,
  PAYMENT_TERMS,
  paymentSchema,
  paymentSubmissionSchema,
  refundInputSchema,
  registrationSchema,
  requiredWireText,
  STAFF_ROLES,
  type StaffRole,
  subscriptionSchema,
  uploadResultSchema,
  userSchema,
} from '@review-center/domain';
import { listQuery, queryInt, userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** A new user enrolls and creates the account in the same form (product §2 step 1): registration + choices. */
export const newUserEnrollmentBody = z.extend(registrationSchema, enrollmentChoicesSchema.shape);

/**
 * POST /enrollments (product §7) for a new user. 409 when the e-mail is taken (product §8).
 * Returns the enrollment's reference and status, and the session of the account it created.
 */
export const createEnrollment = defineEndpoint({
  method: 'POST',
  path: '/enrollments',
  auth: false,
  body: newUserEnrollmentBody,
  response: z.extend(enrollmentCreatedSchema, { token: z.string().check(z.minLength(1)), user: idSchema }),
  summary: 'Create an account and enroll it in an offering',
  ourChoice:
    'Body: registration fields + offering, paymentType, branch, schedule, coupon. The account is created in the same call, so it returns { _id, reference, status, token, user }',
});

export const listEnrollmentsQuery = z.extend(z.pick(listQuery, { page: true, limit: true, sort: true }), {
  /** Relation to populate, e.g. `offering` (product §7 home enrollment check). */
  populate: z.optional(boundedText()),
  /** Fields of the populated relation, space-separated, e.g. `title price`. */
  select: z.optional(boundedText()),
  user: z.optional(idSchema),
  status: z.optional(enrollmentStatusSchema),
});

/** GET /enrollments with query (product §7). Home: page 1, limit 100, sort -createdDate, populate offering, select title price, user. */
export const listEnrollments = defineEndpoint({
  method: 'GET',
  path: '/enrollments',
  auth: true,
  query: listEnrollmentsQuery,
  response: paginated(enrollmentSchema),
  summary: "List the signed-in user's enrollments",
  ourChoice:
    'The spec lists it among calls without a token; enrollments are personal, so ours needs the token and lists only its user’s',
});

/** GET /enrollments/{id} (product §7): the payment page's summary (product §2), user populated. */
export const getEnrollment = defineEndpoint({
  method: 'GET',
  path: '/enrollments/{id}',
  auth: true,
  params: z.object({ id: idSchema }),
  response: z.extend(enrollmentSchema, { user: z.union([userSchema, idSchema]) }),
  summary: 'Get one enrollment',
  ourChoice:
    'The spec lists it among calls without a token; an enrollment is personal, so ours needs its owner’s token or an administrator’s (the payment page signs in first)',
});

/** PUT /enrollments/{id} {paymentOption, receiptId, paymentDate, attachments, status Payment Review} (product §7). */
export const updateEnrollmentBody = z.object({
  paymentOption: z.enum(PAYMENT_OPTIONS),
  receiptId: requiredWireText(),
  paymentDate: isoDateSchema,
  attachments: z
    .array(uploadResultSchema)
    .check(
      z.minLength(LIMITS.paymentProofFilesMin, fieldMessages.attachmentsRequired),
      z.maxLength(LIMITS.paymentProofFilesMax, fieldMessages.maxFiles),
    ),
  /** "Payment Review (set by the client when proof is submitted)" (product §4). */
  status: z.literal(ENROLLMENT_STATUS.paymentReview),
});

export const updateEnrollment = defineEndpoint({
  method: 'PUT',
  path: '/enrollments/{id}',
  auth: true,
  params: z.object({ id: idSchema }),
  body: updateEnrollmentBody,
  response: enrollmentSchema,
  summary: 'Attach payment proof and move the enrollment to Payment Review',
  ourChoice:
    'Needs the owner’s token (the spec lists it among calls without one). Refused (409) unless the enrollment is Processing: the form is enabled only then (product §2)',
});

/** The enroll call sends offering, price, paymentType, branch, schedule, coupon (product §7). */
export const enrollUserBody = z.extend(enrollmentChoicesSchema, {
  /** Shown to the user; the server computes the real price from domain rules (docs/architecture.md#prices). */
  price: z.optional(z.number().check(z.nonnegative())),
  attachments: z.optional(z.array(uploadResultSchema)),
});

/** POST /users/{id}/enrollments: a signed-in user enrolls (product §7). 409 when already enrolled (§8). */
export const enrollUser = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/enrollments',
  auth: true,
  params: userParams,
  body: enrollUserBody,
  response: enrollmentCreatedSchema,
  summary: 'Enroll the signed-in user in an offering',
  ourChoice: 'The spec does not show the user-enroll path; this is it. The price sent is ignored',
});

export const userListQuery = z.pick(listQuery, { limit: true, sort: true });

/** GET /users/{id}/enrollments (product §7): the account's Enrollments tab, limit 1000 (product §9). */
export const listUserEnrollments = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/enrollments',
  auth: true,
  params: userParams,
  query: userListQuery,
  response: paginated(enrollmentSchema),
  summary: "List the user's enrollments",
});

/** POST /users/{id}/enrollments/{enrollmentId}/payments with the payment payload (product §3, §7). */
export const submitPayment = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/enrollments/{enrollmentId}/payments',
  auth: true,
  params: z.object({ id: idSchema, enrollmentId: idSchema }),
  body: paymentSubmissionSchema,
  response: paymentSchema,
  summary: 'Submit a payment proof for an enrollment',
  ourChoice: 'Returns the stored payment, in Payment Review',
});

/** GET /users/{id}/payments, sorted by status and createdDate descending, limit 1000 (product §7). */
export const listUserPayments = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/payments',
  auth: true,
  params: userParams,
  query: userListQuery,
  response: paginated(paymentSchema),
  summary: "List the user's payments",
});

/** GET /users/{id}/subscriptions (product §7; fields not shown, product §3). */
export const listSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/subscriptions',
  auth: true,
  params: userParams,
  response: paginated(subscriptionSchema),
  summary: "List the user's subscriptions",
  ourChoice: 'Docs of { _id, offering, startDate, endDate }: the spec does not show the fields',
});

/*
 * The cashier's and the registrar's calls (decision 0028): the payment queue served a page at a
 * time with the server's warnings, the enrollments table, one enrollment's history and the two
 * staff actions on it, and the console's dashboard. Not in the spec ("the administrator side is
 * not shown", product §1).
 */
const staffChoice = 'Not in the spec: the staff console (decision 0028)';

/** A calendar day as a filter takes it. */
const dayQuery = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD'));
const searchQuery = boundedText(LIMITS.emailMax);
const pageQuery = { limit: z.optional(queryInt(1, 200)), page: z.optional(queryInt(1, 100_000)) };

/** What the server flags on a proof, for the cashier to look at twice before approving. */
export const REVIEW_WARNING_CODES = [
  'duplicateReceipt',
  'duplicateImage',
  'amountMismatch',
  'dateAfterTomorrow',
  'dateBeforeSignUp',
] as const;
export const reviewWarningSchema = z.object({
  code: z.enum(REVIEW_WARNING_CODES),
  message: z.string(),
  /** The other enrollment's reference, for the duplicate warnings. */
  reference: z.optional(z.string()),
});
export type ReviewWarning = z.infer<typeof reviewWarningSchema>;

const reviewItemSchema = z.extend(enrollmentReviewSchema, { warnings: z.array(reviewWarningSchema) });
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** The queue's filters, shared by the console's URL and the call. */
export const reviewQueueQuery = z.object({
  status: z.optional(z.literal(ENROLLMENT_STATUS.paymentReview)),
  ...pageQuery,
  offering: z.optional(idSchema),
  paymentOption: z.optional(z.enum(PAYMENT_OPTIONS)),
  paymentDateFrom: z.optional(dayQuery),
  paymentDateTo: z.optional(dayQuery),
  /** A prefix of the reference, the reviewee's name or e-mail, or the receipt id; any case. */
  search: z.optional(searchQuery),
});

/** GET /admin/enrollments: the payment queue, oldest first, a page at a time, with warnings. */
export const listReviewEnrollments = defineEndpoint({
  method: 'GET',
  path: '/admin/enrollments',
  auth: true,
  roles: ['cashier'],
  query: reviewQueueQuery,
  response: paginated(reviewItemSchema),
  summary: 'List enrollments waiting for payment review',
  ourChoice: `${staffChoice}. Oldest first; each item carries the server's warnings`,
});

/** GET /admin/enrollments/{id}/review: one enrollment of the queue, with its warnings. */
export const getReviewEnrollment = defineEndpoint({
  method: 'GET',
  path: '/admin/enrollments/{id}/review',
  auth: true,
  roles: ['cashier'],
  params: z.object({ id: idSchema }),
  response: reviewItemSchema,
  summary: 'Read one payment waiting for review',
  ourChoice: staffChoice,
});

export const ENROLLMENT_SORTS = [
  'createdDate',
  '-createdDate',
  'status',
  '-status',
  'offering',
  '-offering',
  'amountPaid',
  '-amountPaid',
  'nextDueDate',
  '-nextDueDate',
] as const;
export type EnrollmentSort = (typeof ENROLLMENT_SORTS)[number];

const enrollmentFilters = {
  sort: z.optional(z.enum(ENROLLMENT_SORTS)),
  status: z.optional(z.enum(ENROLLMENT_STATUSES)),
  offering: z.optional(idSchema),
  course: z.optional(z.enum(COURSES)),
  /** Any name of the administrator's list, product §9's or one added since (decision 0054). */
  branch: z.optional(boundedText(LIMITS.choiceNameMax)),
  schedule: z.optional(boundedText(LIMITS.choiceNameMax)),
  paymentType: z.optional(z.enum(PAYMENT_TERMS)),
  search: z.optional(searchQuery),
};
export const staffEnrollmentsQuery = z.object({ ...pageQuery, ...enrollmentFilters });

/** One row of the enrollments table: what it shows and sorts by, nothing more. */
export const staffEnrollmentRowSchema = z.object({
  _id: idSchema,
  reference: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  createdDate: z.string(),
  offering: z.object({ _id: idSchema, title: z.string() }),
  user: z.object({ _id: idSchema, email: z.string(), name: z.string() }),
  course: z.nullable(z.string()),
  branch: z.string(),
  schedule: z.nullable(z.string()),
  paymentType: z.enum(PAYMENT_TERMS),
  price: z.number(),
  amountPaid: z.number(),
  nextDueDate: z.nullable(z.string()),
});
export type StaffEnrollmentRow = z.infer<typeof staffEnrollmentRowSchema>;

const enrollmentRoles: readonly StaffRole[] = ['cashier', 'registrar'];

/** GET /admin/enrollments/all: every enrollment, sorted and filtered, a page at a time. */
export const listStaffEnrollments = defineEndpoint({
  method: 'GET',
  path: '/admin/enrollments/all',
  auth: true,
  roles: enrollmentRoles,
  query: staffEnrollmentsQuery,
  response: paginated(staffEnrollmentRowSchema),
  summary: 'List every enrollment',
  ourChoice: staffChoice,
});

/** GET /admin/enrollments/export: the same rows, every page, as CSV. */
export const exportStaffEnrollments = defineEndpoint({
  method: 'GET',
  path: '/admin/enrollments/export',
  auth: true,
  roles: enrollmentRoles,
  query: z.object(enrollmentFilters),
  responseType: 'binary',
  response: z.instanceof(Blob),
  summary: 'Export the filtered enrollments as CSV',
  ourChoice: staffChoice,
});

const enrollmentDetailSchema = z.extend(enrollmentReviewSchema, {
  amountPaid: z.number(),
  /** The sum of its refunds (decision 0084). */
  amountRefunded: z.number(),
  nextDueDate: z.nullable(z.string()),
  cancellationReason: z.nullable(z.string()),
  rejectionReason: z.nullable(z.string()),
  /** Every staff action on the enrollment, oldest first (the audit log). */
  history: z.array(auditEntrySchema),
});
export type EnrollmentDetail = z.infer<typeof enrollmentDetailSchema>;

/** GET /admin/enrollments/{id}/history: the enrollment, its payments with proofs, every decision. */
export const getStaffEnrollment = defineEndpoint({
  method: 'GET',
  path: '/admin/enrollments/{id}/history',
  auth: true,
  roles: enrollmentRoles,
  params: z.object({ id: idSchema }),
  response: enrollmentDetailSchema,
  summary: 'Read one enrollment with its payments and history',
  ourChoice: staffChoice,
});

/** POST /admin/enrollments/{id}/installments/{index}/paid { note }: paid at the counter, say. */
export const markInstallmentPaid = defineEndpoint({
  method: 'POST',
  path: '/admin/enrollments/{id}/installments/{index}/paid',
  auth: true,
  roles: enrollmentRoles,
  params: z.object({ id: idSchema, index: queryInt(0, 100) }),
  body: z.object({ note: requiredWireText(LIMITS.messageMax) }),
  response: enrollmentDetailSchema,
  summary: 'Mark an installment paid',
  ourChoice: `${staffChoice}. A Processing enrollment becomes Active`,
});

/**
 * POST /admin/enrollments/{id}/cancel { reason, refund? }: the enrollment becomes Cancelled; with
 * `refund`, the money staff gave back is recorded with it (decision 0084).
 */
export const cancelEnrollment = defineEndpoint({
  method: 'POST',
  path: '/admin/enrollments/{id}/cancel',
  auth: true,
  roles: enrollmentRoles,
  params: z.object({ id: idSchema }),
  body: z.object({ reason: requiredWireText(LIMITS.messageMax), refund: z.optional(refundInputSchema) }),
  response: enrollmentDetailSchema,
  summary: 'Cancel an enrollment, recording a refund if one was given',
  ourChoice: `${staffChoice}. A proof waiting for review is rejected with it; a refund is at most what was paid and not given back (decision 0084)`,
});

const dashboardSchema = z.object({
  paymentsWaiting: z.number(),
  /** Support tickets not yet answered (status new). */
  newTickets: z.number(),
  approvalsToday: z.number(),
  /**
   * Money over every enrollment, in pesos (decision 0084): what approvals and installments marked
   * paid have received, what staff refunded, and the difference.
   */
  money: z.object({ received: z.number(), refunded: z.number(), net: z.number() }),
  enrollments: z.array(
    z.object({
      offering: z.object({ _id: idSchema, title: z.string() }),
      status: z.enum(ENROLLMENT_STATUSES),
      count: z.number(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /admin/dashboard: the console's first page, for every staff role. */
export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard',
  auth: true,
  roles: STAFF_ROLES.filter((role) => role !== 'admin'),
  response: dashboardSchema,
  summary: 'Counts for the staff console',
  ourChoice: staffChoice,
});

/*
 * An administrator must move an enrollment from Payment Review to Active
 * (docs/architecture.md#administrators): the least the administrator side needs (product §1).
 */
const adminChoice = 'Not in the spec: the least an administrator needs to close the payment loop';

/** POST /admin/enrollments/{id}/approve: Payment Review → Active, payment Approved, e-mails the user. */
export const approveEnrollment = defineEndpoint({
  method: 'POST',
  path: '/admin/enrollments/{id}/approve',
  auth: true,
  roles: ['cashier'],
  params: z.object({ id: idSchema }),
  response: enrollmentSchema,
  summary: 'Approve a payment proof',
  ourChoice: `${adminChoice}. For installments, marks the next unpaid installment paid`,
});

/** POST /admin/enrollments/{id}/reject { reason }: Payment Review → Processing, so the user can pay again. */
export const rejectEnrollment = defineEndpoint({
  method: 'POST',
  path: '/admin/enrollments/{id}/reject',
  auth: true,
  roles: ['cashier'],
  params: z.object({ id: idSchema }),
  body: z.object({ reason: requiredWireText(LIMITS.messageMax) }),
  response: enrollmentSchema,
  summary: 'Reject a payment proof',
  ourChoice: `${adminChoice}. The payment becomes Rejected and the reason is e-mailed`,
});
