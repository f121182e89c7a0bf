import * as z from 'zod/mini';
import { LIMITS, SPECIALIZATIONS } from '../constants.ts';
import { SUBJECT_PARTS } from '../schemas/subject.ts';
import { alwaysCheck, asRecord, requiredText } from './fields.ts';
import { bankMessages as m } from './bank-messages.ts';

/**
 * A LET subject as the console adds or renames it and the server checks it (decision 0076): its
 * title, its part and, in the specialization part only, the specialization whose list it joins.
 */
export const subjectInputSchema = z
  .object({
    part: z.enum(SUBJECT_PARTS, m.subjectPartInvalid),
    specialization: z.nullish(z.enum(SPECIALIZATIONS, m.subjectSpecializationRequired)),
    title: requiredText(m.subjectTitleRequired, LIMITS.textMax),
  })
  .check(
    z.superRefine((value, ctx) => {
      const { part, specialization } = asRecord(value);
      if (part === 'specialization' && !specialization) {
        ctx.addIssue({ code: 'custom', message: m.subjectSpecializationRequired, path: ['specialization'] });
      }
      if (part !== 'specialization' && part !== undefined && specialization) {
        ctx.addIssue({ code: 'custom', message: m.subjectSpecializationUnexpected, path: ['specialization'] });
      }
    }, alwaysCheck),
  );
export type SubjectInput = z.infer<typeof subjectInputSchema>;
