import * as z from 'zod/mini';
import { idSchema, isoDateSchema } from './common.ts';

/** Exam template (product §3). The exam page finds it by slug (product §2 /exams/{examName}). */
export const examTemplateSchema = z.object({
  _id: idSchema,
  name: z.string(),
  slug: z.string().check(z.minLength(1)),
  availableFrom: isoDateSchema,
  availableUntil: isoDateSchema,
  /** Minutes (product §9). */
  duration: z.number().check(z.int(), z.positive()),
  instructions: z._default(z.string(), ''),
  /**
   * Ours (decisions 0043, 0050): with a per-attempt time limit an attempt ends at the earlier of
   * its start plus `duration` and `availableUntil`; each attempt shows the options in its own
   * order. Off when absent, the spec's rule.
   */
  hasTimeLimit: z.optional(z.boolean()),
  shuffleOptions: z.optional(z.boolean()),
  /**
   * Ours (decisions 0048, 0067): for an exam bound to offerings, when the reviewee's six months of
   * access to them ended (product §1 terms of use); absent while access lasts, and for an exam
   * open to everyone signed in. The exam page says so instead of offering START.
   */
  accessEndedAt: z.optional(isoDateSchema),
});
export type ExamTemplate = z.infer<typeof examTemplateSchema>;
