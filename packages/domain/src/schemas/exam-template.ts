import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.ts';

/** Exam template (spec §3). The exam page finds it by slug (spec §2 /exams/{examName}). */
export const examTemplateSchema = z.object({
  _id: idSchema,
  name: z.string(),
  slug: z.string().min(1),
  availableFrom: isoDateSchema,
  availableUntil: isoDateSchema,
  /** Minutes (spec §9). */
  duration: z.number().int().positive(),
  instructions: z.string().default(''),
});
export type ExamTemplate = z.infer<typeof examTemplateSchema>;
