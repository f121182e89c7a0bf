import * as z from 'zod/mini';
import { idSchema } from './common.ts';

/** Question option: `label` is what an answer stores (product §3, §5 "an answer must belong to the options"). */
export const questionOptionSchema = z.object({ label: z.string().check(z.minLength(1)), data: z.string() });

/** Question (product §3): question.data and option data are HTML; questionGroup.content is optional. */
export const questionSchema = z.object({
  _id: idSchema,
  question: z.object({ data: z.string() }),
  questionGroup: z.nullish(z.object({ content: z.nullish(z.string()) })),
  options: z.array(questionOptionSchema).check(z.minLength(1)),
});
export type Question = z.infer<typeof questionSchema>;
export type QuestionOption = z.infer<typeof questionOptionSchema>;
