import { z } from 'zod';
import { LIMITS, SUPPORT_CATEGORIES } from '../constants.ts';
import { idSchema } from './common.ts';
import { uploadResultSchema } from './upload.ts';

/**
 * Support ticket (spec §3, §7 POST /supports/tickets). `user` is the signed-in user object when
 * there is one (anonymous visitors may write too, spec §6), so it is nullish.
 */
export const supportTicketSchema = z.object({
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  email: z.email(),
  mobile: z
    .string()
    .regex(/^\d{11,}$/)
    .nullish(),
  category: z.enum(SUPPORT_CATEGORIES),
  content: z.string().trim().min(1),
  attachments: z.array(uploadResultSchema).max(LIMITS.supportFilesMax).default([]),
  user: z.object({ _id: idSchema }).loose().nullish(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
export type SupportTicketInput = z.input<typeof supportTicketSchema>;
