import * as z from 'zod/mini';
import { boundedText, idSchema, isoDateSchema } from './common.ts';

/** Answer (product §3): `answer` is the chosen option's label. */
export const answerSchema = z.object({
  answer: z.string().check(z.minLength(1)),
  exam: idSchema,
  question: idSchema,
  user: idSchema,
  updatedDate: isoDateSchema,
  /** Client time of the selection (our choice): the latest selection wins across tabs. */
  answeredAt: z.nullish(isoDateSchema),
});
export type Answer = z.infer<typeof answerSchema>;

/** One answer as sent: the option label and when the reviewee chose it (client clock). */
export const answerSubmissionSchema = z.object({
  answer: boundedText().check(z.minLength(1)),
  answeredAt: isoDateSchema,
});
export type AnswerSubmission = z.infer<typeof answerSubmissionSchema>;
