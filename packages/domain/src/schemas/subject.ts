import * as z from 'zod/mini';
import { SPECIALIZATIONS } from '../constants.ts';
import type { LetPart } from '../rules/let-rating.ts';
import { idSchema } from './common.ts';

/**
 * The LET parts a subject belongs to: LET_PARTS, written here so that the contract, which the
 * site loads, does not pull the readiness rating's module in with it.
 */
export const SUBJECT_PARTS = ['general', 'professional', 'specialization'] as const satisfies readonly LetPart[];

/**
 * A LET subject a bank question is tagged with (decision 0076): its LET part and, in the
 * specialization part, the specialization whose list it is on. Titles are unique within a part.
 */
export const subjectSchema = z.object({
  _id: idSchema,
  part: z.enum(SUBJECT_PARTS),
  specialization: z.nullable(z.enum(SPECIALIZATIONS)),
  title: z.string(),
});
export type Subject = z.infer<typeof subjectSchema>;
