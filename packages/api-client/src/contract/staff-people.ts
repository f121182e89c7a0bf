import * as z from 'zod/mini';
import {
  auditEntrySchema,
  boundedText,
  emailSchema,
  enrollmentSchema,
  idSchema,
  isoDateSchema,
  LIMITS,
  paginated,
  requiredWireText,
  STAFF_ROLES,
  SUPPORT_CATEGORIES,
  uploadResultSchema,
  userSchema,
} from '@review-center/domain';
import { messageResponseSchema, queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * The people staff look after (decision 0029): staff accounts (the administrator), reviewees (the
 * registrar) and the support inbox (support). "Administrator roles are not shown" (product §6):
 * every call here is a choice of ours.
 */
const peopleChoice = 'Not in the spec: the staff console’s people pages (decision 0029)';

const pageQuery = {
  limit: z.optional(queryInt(1, 100)),
  page: z.optional(queryInt(1, 100_000)),
};
const idParams = z.object({ id: idSchema });

// ---- Staff accounts (administrator only: `roles: []`) ----

/** A staff account as the administrator sees it: never a password, only whether it may sign in. */
export const staffMemberSchema = z.object({
  _id: idSchema,
  email: emailSchema,
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  createdAt: isoDateSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /admin/staff: every staff account, administrators first, then by e-mail. */
export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/admin/staff',
  auth: true,
  roles: [],
  query: z.object(pageQuery),
  response: paginated(staffMemberSchema),
  summary: 'List staff accounts',
  ourChoice: peopleChoice,
});

/**
 * POST /admin/staff: a new staff account. The administrator never types a password: the new
 * member gets a link to set one (the reset-password flow, decision 0029).
 */
export const createStaff = defineEndpoint({
  method: 'POST',
  path: '/admin/staff',
  auth: true,
  roles: [],
  body: z.object({
    email: emailSchema,
    firstName: requiredWireText(),
    lastName: requiredWireText(),
    role: z.enum(STAFF_ROLES),
  }),
  response: staffMemberSchema,
  summary: 'Create a staff account and e-mail its password-set link',
  ourChoice: `${peopleChoice}. 409 when the e-mail has an account`,
});

/** PUT /admin/staff/{id}/role: another role; the last active administrator keeps theirs (409). */
export const changeStaffRole = defineEndpoint({
  method: 'PUT',
  path: '/admin/staff/{id}/role',
  auth: true,
  roles: [],
  params: idParams,
  body: z.object({ role: z.enum(STAFF_ROLES) }),
  response: staffMemberSchema,
  summary: 'Change a staff member’s role',
  ourChoice: peopleChoice,
});

/** POST /admin/staff/{id}/disable: no sign-in, every session ended; never the last active administrator. */
export const disableStaff = defineEndpoint({
  method: 'POST',
  path: '/admin/staff/{id}/disable',
  auth: true,
  roles: [],
  params: idParams,
  response: staffMemberSchema,
  summary: 'Disable a staff account',
  ourChoice: peopleChoice,
});

/** POST /admin/staff/{id}/enable: the account may sign in again. */
export const enableStaff = defineEndpoint({
  method: 'POST',
  path: '/admin/staff/{id}/enable',
  auth: true,
  roles: [],
  params: idParams,
  response: staffMemberSchema,
  summary: 'Re-enable a staff account',
  ourChoice: peopleChoice,
});

// ---- Reviewees (registrar) ----

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
  query: z.object({ ...pageQuery, search: z.optional(boundedText()) }),
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

// ---- Support inbox (support) ----

export const TICKET_STATUSES = ['new', 'answered', 'closed'] as const;

export const ticketSummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: emailSchema,
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  attachmentCount: z.number(),
  createdAt: isoDateSchema,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** GET /admin/tickets?status=: newest first. */
export const listTickets = defineEndpoint({
  method: 'GET',
  path: '/admin/tickets',
  auth: true,
  roles: ['support'],
  query: z.object({ ...pageQuery, status: z.optional(z.enum(TICKET_STATUSES)) }),
  response: paginated(ticketSummarySchema),
  summary: 'List support tickets, newest first',
  ourChoice: peopleChoice,
});

export const ticketSchema = z.object({
  _id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: emailSchema,
  mobile: z.nullish(z.string()),
  category: z.enum(SUPPORT_CATEGORIES),
  content: z.string(),
  attachments: z.array(uploadResultSchema),
  status: z.enum(TICKET_STATUSES),
  replies: z.array(z.object({ message: z.string(), author: emailSchema, createdAt: isoDateSchema })),
  createdAt: isoDateSchema,
  history: z.array(auditEntrySchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const getTicket = defineEndpoint({
  method: 'GET',
  path: '/admin/tickets/{id}',
  auth: true,
  roles: ['support'],
  params: idParams,
  response: ticketSchema,
  summary: 'One support ticket with its replies and history',
  ourChoice: peopleChoice,
});

/** POST /admin/tickets/{id}/replies: e-mailed to the ticket's address, kept on it; status answered. */
export const replyToTicket = defineEndpoint({
  method: 'POST',
  path: '/admin/tickets/{id}/replies',
  auth: true,
  roles: ['support'],
  params: idParams,
  body: z.object({ message: requiredWireText(LIMITS.messageMax) }),
  response: ticketSchema,
  summary: 'Reply to a support ticket by e-mail',
  ourChoice: peopleChoice,
});

export const closeTicket = defineEndpoint({
  method: 'POST',
  path: '/admin/tickets/{id}/close',
  auth: true,
  roles: ['support'],
  params: idParams,
  response: ticketSchema,
  summary: 'Close a support ticket',
  ourChoice: peopleChoice,
});

/** POST /admin/tickets/{id}/reopen: back to answered when it has a reply, new otherwise. */
export const reopenTicket = defineEndpoint({
  method: 'POST',
  path: '/admin/tickets/{id}/reopen',
  auth: true,
  roles: ['support'],
  params: idParams,
  response: ticketSchema,
  summary: 'Reopen a closed support ticket',
  ourChoice: peopleChoice,
});
