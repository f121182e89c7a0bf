import * as z from 'zod/mini';
import { SPECIALIZATIONS } from '../constants.ts';
import { LET_PARTS } from '../rules/let-rating.ts';
import { idSchema } from './common.ts';

/**
 * A LET subject a bank question is tagged with (decision 0076): its LET part and, in the
 * specialization part, the specialization whose list it is on. Titles are unique within a part.
 */
export const subjectSchema = z.object({
  _id: idSchema,
  part: z.enum(LET_PARTS),
  specialization: z.nullable(z.enum(SPECIALIZATIONS)),
  title: z.string(),
});
export type Subject = z.infer<typeof subjectSchema>;
