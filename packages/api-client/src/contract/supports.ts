import * as z from 'zod/mini';
import { idSchema, supportTicketSchema } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

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
