import * as z from 'zod/mini';
import { boundedText, idSchema, isoDateSchema, paginated, QUESTION_DIFFICULTIES } from '@review-center/domain';
import { idParams, queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * The question bank and the exam templates staff write (decisions 0043, 0049, 0050). The spec
 * has no staff calls: every call here is a choice of ours, for the content editor (and the
 * administrator, who may make every staff call).
 */
const authoringChoice = 'Not in the spec: the staff console’s question bank and exam templates (decision 0049)';
const editors = ['content-editor'] as const;

/**
 * The body of a question or template edit: a JSON object here, checked by the server against the
 * domain's form schema (`questionDraftSchema`, `examTemplateInputSchema`), the one the console's
 * form checks too. Not named here, so the site, which loads the whole contract, does not download
 * the staff's forms and messages (decision 0033; 0049).
 */
const formBody = () => z.record(z.string(), z.unknown());
const questionBody = 'The body is a question draft, checked against the domain’s questionDraftSchema';

/** A bank question as staff see it: the draft's fields and its state. */
export const bankQuestionSchema = z.object({
  _id: idSchema,
  category: z.nullable(idSchema),
  difficulty: z.nullable(z.enum(QUESTION_DIFFICULTIES)),
  passage: z.nullable(z.string()),
  stem: z.string(),
  options: z.array(z.object({ label: z.string(), data: z.string() })),
  correct: z.string(),
  /** Rich text shown with the answers, under the same rule (decision 0076). */
  rationale: z.nullable(z.string()),
  /** The LET subject's id (GET /admin/subjects) and the competency code. */
  subject: z.nullable(idSchema),
  competency: z.nullable(z.string()),
  /** Offered to reviewees as a practice item (decision 0081). */
  practiceEligible: z.boolean(),
  /** Retired: kept for the attempts that were given it, offered to no new template. */
  retiredAt: z.nullable(isoDateSchema),
  /** The version an edit of this question made once it had been answered (decision 0049). */
  replacedBy: z.nullable(idSchema),
  /** Whether an attempt was given it (answered, or in an exam someone started): an edit then makes a new version. */
  inAttempts: z.boolean(),
  updatedAt: isoDateSchema,
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

const bankStatus = z.enum(['current', 'retired', 'all']);

/**
 * The subject filter (a subject's id, or "none": the questions without one) and the competency
 * filter (the codes that start with it, without regard to case: "GE-ENG" finds "GE-ENG-1.2").
 */
const subjectFilters = {
  subject: z.optional(idSchema),
  competency: z.optional(boundedText()),
};

/** GET /admin/questions: the bank, newest first, by text, category, subject, competency, difficulty and state. */
export const listBankQuestions = defineEndpoint({
  method: 'GET',
  path: '/admin/questions',
  auth: true,
  roles: editors,
  query: z.object({
    limit: z.optional(queryInt(1, 500)),
    page: z.optional(queryInt(1, 100_000)),
    search: z.optional(boundedText()),
    category: z.optional(idSchema),
    ...subjectFilters,
    difficulty: z.optional(z.enum(QUESTION_DIFFICULTIES)),
    status: z.optional(bankStatus),
  }),
  response: paginated(bankQuestionSchema),
  summary: 'Search the question bank',
  ourChoice: `${authoringChoice}. status current (default): neither retired nor replaced`,
});

export const getBankQuestion = defineEndpoint({
  method: 'GET',
  path: '/admin/questions/{id}',
  auth: true,
  roles: editors,
  params: idParams,
  response: bankQuestionSchema,
  summary: 'Get one bank question',
  ourChoice: authoringChoice,
});

/** POST /admin/questions: a new question; rich text is sanitized before it is stored. */
export const createBankQuestion = defineEndpoint({
  method: 'POST',
  path: '/admin/questions',
  auth: true,
  roles: editors,
  body: formBody(),
  response: bankQuestionSchema,
  summary: 'Add a question to the bank',
  ourChoice: `${authoringChoice}. ${questionBody}`,
});

/**
 * PUT /admin/questions/{id}: an edit. A question no attempt was given changes in place; one
 * that was given gets a new version (a new id, returned), which replaces it in every template
 * without attempts, while attempts keep the version they were given (decision 0049).
 */
export const updateBankQuestion = defineEndpoint({
  method: 'PUT',
  path: '/admin/questions/{id}',
  auth: true,
  roles: editors,
  params: idParams,
  body: formBody(),
  response: bankQuestionSchema,
  summary: 'Edit a bank question (a new version once answered)',
  ourChoice: `${authoringChoice}. ${questionBody}. 409 for a retired or replaced question`,
});

/** POST /admin/questions/{id}/retire: no new template may use it; templates that have it keep it. */
export const retireBankQuestion = defineEndpoint({
  method: 'POST',
  path: '/admin/questions/{id}/retire',
  auth: true,
  roles: editors,
  params: idParams,
  response: bankQuestionSchema,
  summary: 'Retire a bank question',
  ourChoice: authoringChoice,
});

/** One bad row of an import: the line it starts on and what is wrong (decision 0043). */
export const importProblemSchema = z.object({ line: z.number(), reason: z.string() });

/**
 * POST /admin/questions/import: a CSV file's text (decision 0043's layout). All or nothing: with
 * any bad row nothing is imported and every bad row comes back with its line and reason.
 */
export const importBankQuestions = defineEndpoint({
  method: 'POST',
  path: '/admin/questions/import',
  auth: true,
  roles: editors,
  // A thousand long questions fit: the import's own limit is 1,000 rows.
  body: z.object({ csv: z.string().check(z.maxLength(5_000_000, 'The file is larger than 5 MB: split it')) }),
  response: z.object({ imported: z.number(), problems: z.array(importProblemSchema) }),
  summary: 'Import questions from a CSV file (all or nothing)',
  ourChoice: `${authoringChoice}. 200 with problems and imported 0 when any row is bad`,
});

/** GET /admin/questions/export: the current questions (by the same filters) as a CSV file's text. */
export const exportBankQuestions = defineEndpoint({
  method: 'GET',
  path: '/admin/questions/export',
  auth: true,
  roles: editors,
  query: z.object({
    category: z.optional(idSchema),
    ...subjectFilters,
    difficulty: z.optional(z.enum(QUESTION_DIFFICULTIES)),
  }),
  response: z.object({ csv: z.string(), count: z.number() }),
  summary: 'Export the question bank as CSV',
  ourChoice: authoringChoice,
});
