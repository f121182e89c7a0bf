import * as z from 'zod/mini';
import {
  auditEntrySchema,
  boundedText,
  emailSchema,
  enrollmentSchema,
  idSchema,
  isoDateSchema,
  paginated,
  userSchema,
} from '@review-center/domain';
import { idParams, messageResponseSchema, staffPageQuery } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * Reviewees as the registrar looks after them (decision 0029). "Administrator roles are not
 * shown" (product §6): every call here is a choice of ours.
 */
const peopleChoice = 'Not in the spec: the staff console’s people pages (decision 0029)';

/** One row of the reviewee search. */
export const revieweeSummarySchema = z.object({
  _id: idSchema,
  email: emailSchema,
  fullName: z.nullish(z.string()),
  verified: z.boolean(),
  disabled: z.boolean(),
  createdAt: isoDateSchema,
});
export type RevieweeSummary = z.infer<typeof revieweeSummarySchema>;

/** GET /admin/reviewees?search=: reviewees newest first, `search` matching name or e-mail. */
export const listReviewees = defineEndpoint({
  method: 'GET',
  path: '/admin/reviewees',
  auth: true,
  roles: ['registrar'],
  query: z.object({ ...staffPageQuery, search: z.optional(boundedText()) }),
  response: paginated(revieweeSummarySchema),
  summary: 'Search reviewees by name or e-mail',
  ourChoice: peopleChoice,
});

const examAttemptSchema = z.object({
  _id: idSchema,
  exam: z.string(),
  completed: z.boolean(),
  score: z.nullable(z.number()),
  createdDate: isoDateSchema,
});

/** A reviewee's profile page: the User of product §3, enrollments, exam attempts and history. */
export const revieweeProfileSchema = z.object({
  user: userSchema,
  disabled: z.boolean(),
  createdAt: isoDateSchema,
  enrollments: z.array(enrollmentSchema),
  examAttempts: z.array(examAttemptSchema),
  history: z.array(auditEntrySchema),
});
export type RevieweeProfile = z.infer<typeof revieweeProfileSchema>;

export const getReviewee = defineEndpoint({
  method: 'GET',
  path: '/admin/reviewees/{id}',
  auth: true,
  roles: ['registrar'],
  params: idParams,
  response: revieweeProfileSchema,
  summary: 'A reviewee’s profile, enrollments, exam attempts and history',
  ourChoice: peopleChoice,
});

const revieweeAction = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/admin/reviewees/{id}/${path}`,
    auth: true,
    roles: ['registrar'],
    params: idParams,
    response: messageResponseSchema,
    summary,
    ourChoice: peopleChoice,
  });

export const resendRevieweeVerification = revieweeAction(
  'resend-verification',
  'E-mail a reviewee a new verification link',
);
export const verifyReviewee = revieweeAction('verify', 'Mark a reviewee’s account verified');
export const sendRevieweePasswordReset = revieweeAction('password-reset', 'E-mail a reviewee a password-reset link');
export const disableReviewee = revieweeAction('disable', 'Disable a reviewee’s account and end its sessions');
export const enableReviewee = revieweeAction('enable', 'Re-enable a reviewee’s account');
