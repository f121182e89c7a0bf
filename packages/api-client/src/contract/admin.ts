import * as z from 'zod/mini';
import {
  AUDIT_ENTITY_TYPES,
  auditEntrySchema,
  boundedText,
  enrollmentSchema,
  idSchema,
  isoDateSchema,
  LIMITS,
  paginated,
  requiredWireText,
} from '@review-center/domain';
import { queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * Administrator calls: "the administrator side is not shown" (product §1), but an administrator
 * must move an enrollment from Payment Review to Active (docs/architecture.md#administrators). These are the minimum.
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

/**
 * GET /admin/audit: every staff action, newest first, filtered by record, actor e-mail or action
 * (decision 0027). The administrator's only: there is no call that edits or deletes an entry.
 */
export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/admin/audit',
  auth: true,
  roles: [],
  query: z.object({
    limit: z.optional(queryInt(1, 200)),
    page: z.optional(queryInt(1, 100_000)),
    entityType: z.optional(z.enum(AUDIT_ENTITY_TYPES)),
    entityId: z.optional(idSchema),
    actor: z.optional(boundedText(LIMITS.emailMax)),
    action: z.optional(boundedText(LIMITS.idMax)),
  }),
  response: paginated(auditEntrySchema),
  summary: 'List the audit log of staff actions',
  ourChoice: 'Not in the spec: who did what to which record, for the administrator (decision 0027)',
});

/** The states of an outbox message (decision 0031). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** One e-mail of the outbox as the administrator sees it: to whom, what, and how sending went. */
export const outboxMessageSchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  createdAt: isoDateSchema,
  sentAt: z.nullable(isoDateSchema),
  /** When the worker tries it next (pending), null otherwise. */
  nextAttemptAt: z.nullable(isoDateSchema),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * GET /admin/outbox: the e-mail the server has sent, is sending or gave up on, newest first,
 * optionally of one status (decision 0031). The administrator's only.
 */
export const listOutbox = defineEndpoint({
  method: 'GET',
  path: '/admin/outbox',
  auth: true,
  roles: [],
  query: z.object({
    limit: z.optional(queryInt(1, 200)),
    page: z.optional(queryInt(1, 100_000)),
    status: z.optional(z.enum(OUTBOX_STATUSES)),
  }),
  response: paginated(outboxMessageSchema),
  summary: 'List the e-mail outbox',
  ourChoice: 'Not in the spec: e-mail leaves through an outbox with retries; the administrator sees how it went',
});

/** POST /admin/outbox/{id}/retry: a failed message is tried again at once; audit-logged. */
export const retryOutboxMessage = defineEndpoint({
  method: 'POST',
  path: '/admin/outbox/{id}/retry',
  auth: true,
  roles: [],
  params: z.object({ id: idSchema }),
  response: outboxMessageSchema,
  summary: 'Send a failed e-mail again',
  ourChoice: 'Not in the spec: after an outage is fixed, the administrator sends what gave up once more',
});
