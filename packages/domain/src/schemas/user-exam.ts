import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.ts';
import { examTemplateSchema } from './exam-template.ts';

/** A user exam's answer as stored on the attempt: which question, which option label. */
export const userExamAnswerSchema = z.object({ question: idSchema, answer: z.string().min(1) });

/**
 * User exam, one attempt (spec §3): `exam` is the template with its list of question ids.
 * `score` and `completedDate` are ours: the server scores on completion (DESIGN.md).
 */
export const userExamSchema = z.object({
  _id: idSchema,
  exam: examTemplateSchema.extend({ questions: z.array(idSchema) }),
  answers: z.array(userExamAnswerSchema).default([]),
  completed: z.boolean(),
  createdDate: isoDateSchema,
  completedDate: isoDateSchema.nullish(),
  score: z.number().int().nonnegative().nullish(),
});
export type UserExam = z.infer<typeof userExamSchema>;
