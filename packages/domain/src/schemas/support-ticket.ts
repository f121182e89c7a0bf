import * as z from 'zod/mini';
import { LIMITS, SUPPORT_CATEGORIES } from '../constants.ts';
import { mobileField } from '../forms/fields.ts';
import { emailSchema, idSchema, requiredWireText } from './common.ts';
import { uploadResultSchema } from './upload.ts';

/**
 * Support ticket (product §3, §7 POST /supports/tickets). `user` is the signed-in user object when
 * there is one (anonymous visitors may write too, product §6), so it is nullish.
 */
export const supportTicketSchema = z.object({
  firstName: requiredWireText(),
  lastName: requiredWireText(),
  email: emailSchema,
  mobile: z.nullish(mobileField('min')),
  category: z.enum(SUPPORT_CATEGORIES),
  content: requiredWireText(LIMITS.messageMax),
  attachments: z._default(z.array(uploadResultSchema).check(z.maxLength(LIMITS.supportFilesMax)), []),
  user: z.nullish(z.looseObject({ _id: idSchema })),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
export type SupportTicketInput = z.input<typeof supportTicketSchema>;
