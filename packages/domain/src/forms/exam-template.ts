import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { epochMs } from '../rules/instant.ts';
import { alwaysCheck, asRecord, requiredText } from './fields.ts';
import { bankMessages as m } from './bank-messages.ts';
import { fieldMessages } from './messages.ts';

/** A slug as it appears in /exams/{examName} (product §2): lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const idField = (message: string) => requiredText(message, LIMITS.idMax);
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });
const wholeNumber = (message: string, min: number, max: number) =>
  z.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message));
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/** The questions of an exam: picked from the bank one by one, or drawn at random by category and count. */
const questionSourceSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('picked'),
      questions: z
        .array(idField(m.examQuestionsRequired), m.examQuestionsRequired)
        .check(
          z.minLength(1, m.examQuestionsRequired),
          z.maxLength(LIMITS.examQuestionsMax, m.examQuestionsMax),
          z.refine(distinct, m.examQuestionPickedTwice),
        ),
    }),
    z.object({
      mode: z.literal('drawn'),
      draws: z
        .array(
          z.object({
            category: idField(m.examCategoryRequired),
            count: wholeNumber(m.drawCountInvalid, 1, LIMITS.examQuestionsMax),
          }),
          m.drawsRequired,
        )
        .check(
          z.minLength(1, m.drawsRequired),
          z.refine((draws) => distinct(draws.map((draw) => draw.category)), m.drawCategoryTwice),
          z.refine(
            (draws) => draws.reduce((sum, draw) => sum + draw.count, 0) <= LIMITS.examQuestionsMax,
            m.examQuestionsMax,
          ),
        ),
    }),
  ],
  { error: m.questionSourceInvalid },
);

/** Who may take the exam: the reviewees of some offerings, or everyone signed in. */
const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('everyone') }),
    z.object({
      kind: z.literal('offerings'),
      offerings: z
        .array(idField(m.audienceOfferingsRequired), m.audienceOfferingsRequired)
        .check(z.minLength(1, m.audienceOfferingsRequired), z.refine(distinct, m.audienceOfferingsRequired)),
    }),
  ],
  { error: m.audienceInvalid },
);

/**
 * An exam template as staff write it (decision 0043): the spec's fields (product §3 "Exam
 * template": name, slug, the availability window, the duration in minutes, instructions) and
 * ours: its exam category, its questions, shuffling of question and option order per attempt, a
 * per-attempt time limit (`attemptDeadline`), whether reviewees see the key once the window has
 * closed, and who may take it. The window must end after it opens.
 */
export const examTemplateInputSchema = z
  .object({
    name: requiredText(m.examNameRequired),
    slug: z
      .string(m.slugInvalid)
      .check(
        z.trim(),
        z.maxLength(LIMITS.textMax, fieldMessages.tooLong(LIMITS.textMax)),
        z.regex(SLUG, m.slugInvalid),
      ),
    category: idField(m.examCategoryRequired),
    instructions: z._default(
      z.string().check(z.maxLength(LIMITS.messageMax, fieldMessages.tooLong(LIMITS.messageMax))),
      '',
    ),
    availableFrom: instant(m.availableFromInvalid),
    availableUntil: instant(m.availableUntilInvalid),
    duration: wholeNumber(m.durationInvalid, 1, LIMITS.examDurationMaxMinutes),
    questions: questionSourceSchema,
    shuffleQuestions: z._default(z.boolean(), false),
    shuffleOptions: z._default(z.boolean(), false),
    hasTimeLimit: z._default(z.boolean(), false),
    showAnswersAfterWindow: z._default(z.boolean(), false),
    audience: audienceSchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      const { availableFrom, availableUntil } = asRecord(value);
      if (typeof availableFrom !== 'string' || typeof availableUntil !== 'string') return;
      const from = epochMs(availableFrom);
      const until = epochMs(availableUntil);
      // An unreadable date has its own message; compare only two real instants.
      if (from >= until) ctx.addIssue({ code: 'custom', message: m.windowOrder, path: ['availableUntil'] });
    }, alwaysCheck),
  );
export type ExamTemplateInput = z.infer<typeof examTemplateInputSchema>;
