import * as z from 'zod/mini';
import { LIMITS, SUPPORT_CATEGORIES } from '../constants.ts';
import { alwaysCheck, asRecord, checkField, emailField, filesField, mobileField, requiredText } from './fields.ts';
import { fieldMessages as m } from './messages.ts';

/**
 * Support form (product §5): names, e-mail, category and content required; mobile optional but,
 * when given, digits only and at least 11; at most 3 attachments of any type.
 */
export const supportSchema = z
  .object({
    firstName: requiredText(m.firstNameRequired),
    lastName: requiredText(m.lastNameRequired),
    email: emailField,
    mobile: z.optional(z.string().check(z.maxLength(LIMITS.textMax, m.tooLong(LIMITS.textMax)))),
    category: z.enum(SUPPORT_CATEGORIES, m.categoryInvalid),
    content: requiredText(m.contentRequired, LIMITS.messageMax),
    attachments: z.optional(filesField({ min: 0, max: LIMITS.supportFilesMax, images: false })),
  })
  .check(
    z.superRefine((value, ctx) => {
      const { mobile } = asRecord(value);
      if (typeof mobile === 'string' && mobile.trim() !== '') checkField(ctx, 'mobile', mobileField('min'), mobile);
    }, alwaysCheck),
  );
export type SupportValues = z.infer<typeof supportSchema>;
