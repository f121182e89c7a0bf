import * as z from 'zod/mini';
import { emailSchema, idSchema, isoDateSchema } from './common.ts';

/**
 * The records a staff action can change (decision 0027); `email` is a message of the outbox (decision 0031);
 * `discussion` and `opinion` are posts staff hide (decision 0038); `offering`, `coupon` and
 * `catalogue-option` (a branch or schedule of the administrator's list) the catalogue (decision 0045).
 * `discussion` and `opinion` are posts staff hide (decision 0038); `announcement` and `courseware` are
 * content the content editor writes (decision 0048).
 */
export const AUDIT_ENTITY_TYPES = [
  'enrollment',
  'payment',
  'user',
  'staff',
  'ticket',
  'email',
  'discussion',
  'opinion',
  'offering',
  'coupon',
  'catalogue-option',
  // The center's details and its lecturers (decisions 0046, 0047).
  'settings',
  'lecturer',
  'question',
  'exam-template',
  'category',
  // A LET subject of the question bank (decision 0076).
  'subject',
  'announcement',
  'courseware',
  // A backup the administrator took through the console (docs/operations.md).
  'backup',
  // A bank or e-wallet statement the cashier imported and confirmed (decision 0088).
  'statement-import',
] as const;
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
