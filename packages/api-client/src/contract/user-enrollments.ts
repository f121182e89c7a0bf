import * as z from 'zod/mini';
import {
  enrollmentChoicesSchema,
  enrollmentCreatedSchema,
  enrollmentSchema,
  idSchema,
  paginated,
  paymentSchema,
  paymentSubmissionSchema,
  uploadResultSchema,
} from '@review-center/domain';
import { listQuery, userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

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
