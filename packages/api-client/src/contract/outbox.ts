import * as z from 'zod/mini';
import { idSchema, isoDateSchema, paginated } from '@review-center/domain';
import { queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/* The administrator reads the e-mail outbox and sends a failed message again (not in the spec, product §1). */

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
