import * as z from 'zod/mini';
import {
  auditEntrySchema,
  boundedText,
  COURSES,
  ENROLLMENT_STATUS,
  ENROLLMENT_STATUSES,
  enrollmentReviewSchema,
  idSchema,
  LIMITS,
  paginated,
  PAYMENT_OPTIONS,
  PAYMENT_TERMS,
  requiredWireText,
  STAFF_ROLES,
  type StaffRole,
} from '@review-center/domain';
import { queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

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

/** POST /admin/enrollments/{id}/cancel { reason }: the enrollment becomes Cancelled. */
export const cancelEnrollment = defineEndpoint({
  method: 'POST',
  path: '/admin/enrollments/{id}/cancel',
  auth: true,
  roles: enrollmentRoles,
  params: z.object({ id: idSchema }),
  body: z.object({ reason: requiredWireText(LIMITS.messageMax) }),
  response: enrollmentDetailSchema,
  summary: 'Cancel an enrollment',
  ourChoice: `${staffChoice}. A proof waiting for review is rejected with it`,
});

const dashboardSchema = z.object({
  paymentsWaiting: z.number(),
  /** Support tickets not yet answered (status new). */
  newTickets: z.number(),
  approvalsToday: z.number(),
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
