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
});
export type ExamTemplate = z.infer<typeof examTemplateSchema>;
