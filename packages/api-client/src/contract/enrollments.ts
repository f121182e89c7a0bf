import * as z from 'zod/mini';
import {
  boundedText,
  ENROLLMENT_STATUS,
  enrollmentChoicesSchema,
  enrollmentCreatedSchema,
  enrollmentSchema,
  enrollmentStatusSchema,
  fieldMessages,
  idSchema,
  isoDateSchema,
  LIMITS,
  paginated,
  PAYMENT_OPTIONS,
  registrationSchema,
  requiredWireText,
  uploadResultSchema,
  userSchema,
} from '@review-center/domain';
import { listQuery } from './common.ts';
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
