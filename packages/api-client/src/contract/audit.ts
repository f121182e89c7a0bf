import * as z from 'zod/mini';
import { AUDIT_ENTITY_TYPES, auditEntrySchema, boundedText, idSchema, LIMITS, paginated } from '@review-center/domain';
import { queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/* The administrator reads the audit log of every staff write (not in the spec, product §1). */

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
