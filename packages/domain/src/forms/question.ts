import * as z from 'zod/mini';
import { LIMITS, QUESTION_DIFFICULTIES } from '../constants.ts';
import { alwaysCheck, asRecord, requiredText } from './fields.ts';
import { bankMessages as m, COMPETENCY_CODE_MAX } from './bank-messages.ts';
import { fieldMessages } from './messages.ts';

const tooLong = (max: number) => z.maxLength(max, fieldMessages.tooLong(max));

/** A competency code: letters and digits in groups joined by a dot or a hyphen ("GE-ENG-1.2"). */
const COMPETENCY_CODE = /^[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*$/;

/** One option of a bank question: its label (A, B, …) and its rich text. */
const questionOptionDraftSchema = z.object({
  label: requiredText(m.optionLabelRequired, LIMITS.textMax),
  // Emptiness is checked by the list below, so the message can name the option's label.
  data: z.string().check(z.trim(), tooLong(LIMITS.questionOptionMax)),
});

/**
 * A question of the staff question bank, as the editor, the CSV import and the server check it
 * (decision 0043): the stem (the spec's `question.data`, rich text), an optional shared passage
 * (`questionGroup.content`), 2 to 6 options with distinct labels, the correct option's label, an
 * exam category and a difficulty tag; and (decision 0076) an optional rationale (rich text shown
 * with the answers), the LET subject (the server checks it is on its part's list) and a
 * competency code; and (decision 0081) whether it is a practice item. HTML is sanitized where it is stored and where it is shown, like every HTML.
 */
export const questionDraftSchema = z
  .object({
    category: requiredText(m.questionCategoryRequired),
    difficulty: z.enum(QUESTION_DIFFICULTIES, m.difficultyInvalid),
    passage: z.optional(z.string().check(z.trim(), tooLong(LIMITS.messageMax))),
    stem: requiredText(m.stemRequired, LIMITS.messageMax),
    options: z
      .array(questionOptionDraftSchema, m.optionsCount)
      .check(
        z.minLength(LIMITS.questionOptionsMin, m.optionsCount),
        z.maxLength(LIMITS.questionOptionsMax, m.optionsCount),
      ),
    correct: z.string(m.correctRequired).check(z.trim(), z.minLength(1, m.correctRequired)),
    rationale: z.optional(z.string().check(z.trim(), tooLong(LIMITS.messageMax))),
    /** The subject's id (its title in a CSV file); which subjects a part has is the server's list. */
    subject: z.optional(z.string().check(z.trim(), tooLong(LIMITS.textMax))),
    competency: z.optional(
      z.string().check(
        z.trim(),
        z.refine(
          (code) => code === '' || (code.length <= COMPETENCY_CODE_MAX && COMPETENCY_CODE.test(code)),
          m.competencyInvalid,
        ),
        z.toUpperCase(),
      ),
    ),
    /** Offered to reviewees as a practice item (decision 0081); not by default. */
    practiceEligible: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((value, ctx) => {
      const { options, correct } = asRecord(value);
      if (!Array.isArray(options)) return;
      const labels: string[] = [];
      options.forEach((option: unknown, index) => {
        const { label, data } = asRecord(option ?? {});
        if (typeof label !== 'string') return;
        if (labels.includes(label)) {
          ctx.addIssue({ code: 'custom', message: m.optionLabelsUnique, path: ['options', index, 'label'] });
        }
        labels.push(label);
        if (typeof data === 'string' && data === '') {
          ctx.addIssue({ code: 'custom', message: m.optionRequired(label), path: ['options', index, 'data'] });
        }
      });
      if (typeof correct === 'string' && correct !== '' && !labels.includes(correct)) {
        ctx.addIssue({ code: 'custom', message: m.correctNotAnOption(labels), path: ['correct'] });
      }
    }, alwaysCheck),
  );
export type QuestionDraft = z.infer<typeof questionDraftSchema>;
