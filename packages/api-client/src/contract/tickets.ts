import * as z from 'zod/mini';
import {
  auditEntrySchema,
  emailSchema,
  idSchema,
  isoDateSchema,
  LIMITS,
  paginated,
  requiredWireText,
  SUPPORT_CATEGORIES,
  supportTicketSchema,
  uploadResultSchema,
} from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';
import { idParams, staffPageQuery } from './common.ts';

/** POST /supports/tickets {firstName, lastName, email, mobile, category, content, user, attachments} (product §7). */
export const createSupportTicket = defineEndpoint({
  method: 'POST',
  path: '/supports/tickets',
  auth: false,
  optionalAuth: true,
  body: supportTicketSchema,
  response: z.object({ _id: idSchema }),
  summary: 'Send a message to support',
  ourChoice: 'Open to anonymous visitors (product §6 lists support for them); returns the ticket id',
});

/*
 * The support inbox (decision 0029). "Administrator roles are not shown" (product §6): every
 * staff call here is a choice of ours.
 */
const peopleChoice = 'Not in the spec: the staff console’s people pages (decision 0029)';

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
  query: z.object({ ...staffPageQuery, status: z.optional(z.enum(TICKET_STATUSES)) }),
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
