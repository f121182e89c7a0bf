import * as z from 'zod/mini';
import { emailSchema, idSchema, isoDateSchema } from './common.ts';

/** The records a staff action can change (decision 0027). */
export const AUDIT_ENTITY_TYPES = ['enrollment', 'payment', 'user', 'staff', 'ticket'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * One staff action as the audit log keeps it: who did what to which record and when, with the
 * fields it changed as they were before and after. Written by the server only, never edited.
 */
export const auditEntrySchema = z.object({
  _id: idSchema,
  actor: z.object({ _id: idSchema, email: emailSchema }),
  /** What was done, as `record.verb`: `enrollment.approve`, `user.disable`, `ticket.reply`. */
  action: z.string(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: idSchema,
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: isoDateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
