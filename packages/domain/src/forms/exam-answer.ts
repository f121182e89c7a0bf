import * as z from 'zod/mini';
import { fieldMessages as m } from './messages.ts';

/** Exam (product §5): an answer must belong to the question's listed options (by label). */
export const examAnswerSchema = (question: { options: readonly { label: string }[] }) =>
  z.object({
    answer: z
      .string(m.answerNotAnOption)
      .check(z.refine((answer) => question.options.some((option) => option.label === answer), m.answerNotAnOption)),
  });
export type ExamAnswerValues = z.infer<ReturnType<typeof examAnswerSchema>>;
