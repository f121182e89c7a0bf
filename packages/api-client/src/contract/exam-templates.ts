import * as z from 'zod/mini';
import {
  boundedText,
  examTemplateSchema,
  idSchema,
  isoDateSchema,
  paginated,
  questionSchema,
} from '@review-center/domain';
import { idParams, queryInt, userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { examReviewItemSchema } from './exam-results.ts';

/** GET /users/{id}/exam-templates (query slug; docs) (product §7): the exam page finds its template. */
export const listExamTemplates = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/exam-templates',
  auth: true,
  params: userParams,
  query: z.object({ slug: z.optional(boundedText().check(z.minLength(1))) }),
  response: paginated(examTemplateSchema),
  summary: 'Find exam templates (by slug)',
});

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
const templateBody = 'The body is an exam template, checked against the domain’s examTemplateInputSchema';

/** An exam template as staff edit it: the input's fields, stored as written, and its attempts. */
export const staffExamTemplateSchema = z.object({
  _id: idSchema,
  name: z.string(),
  slug: z.string(),
  category: z.nullable(idSchema),
  instructions: z.string(),
  availableFrom: isoDateSchema,
  availableUntil: isoDateSchema,
  duration: z.number(),
  /** The questions as stored (drawn ones as drawn when saved, decision 0049). */
  questionIds: z.array(idSchema),
  draws: z.nullable(z.array(z.object({ category: idSchema, count: z.number() }))),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  hasTimeLimit: z.boolean(),
  showAnswersAfterWindow: z.boolean(),
  /** null: everyone signed in. */
  offerings: z.nullable(z.array(idSchema)),
  attempts: z.number(),
});
export type StaffExamTemplate = z.infer<typeof staffExamTemplateSchema>;

export const listStaffExamTemplates = defineEndpoint({
  method: 'GET',
  path: '/admin/exam-templates',
  auth: true,
  roles: editors,
  query: z.object({ limit: z.optional(queryInt(1, 100)), page: z.optional(queryInt(1, 100_000)) }),
  response: paginated(staffExamTemplateSchema),
  summary: 'List exam templates, newest window first',
  ourChoice: authoringChoice,
});

export const getStaffExamTemplate = defineEndpoint({
  method: 'GET',
  path: '/admin/exam-templates/{id}',
  auth: true,
  roles: editors,
  params: idParams,
  response: staffExamTemplateSchema,
  summary: 'Get one exam template as staff edit it',
  ourChoice: authoringChoice,
});

/** POST /admin/exam-templates: questions picked, or drawn at random by category and count when saved. */
export const createExamTemplate = defineEndpoint({
  method: 'POST',
  path: '/admin/exam-templates',
  auth: true,
  roles: editors,
  body: formBody(),
  response: staffExamTemplateSchema,
  summary: 'Create an exam template',
  ourChoice: `${authoringChoice}. ${templateBody}. 409 when the slug is taken; 400 when a category has too few questions to draw`,
});

/**
 * PUT /admin/exam-templates/{id}: the same fields. A template with attempts keeps every question
 * it has (409 naming how many would be lost); drawn questions are drawn again only when the
 * draws change.
 */
export const updateExamTemplate = defineEndpoint({
  method: 'PUT',
  path: '/admin/exam-templates/{id}',
  auth: true,
  roles: editors,
  params: idParams,
  body: formBody(),
  response: staffExamTemplateSchema,
  summary: 'Edit an exam template',
  ourChoice: `${authoringChoice}. ${templateBody}. 409 when a template with attempts would lose questions`,
});

/**
 * GET /admin/exam-templates/{id}/preview: its questions as a reviewee gets them (no key), stored
 * order; and the review a reviewee gets after the window, keys and rationales, no answers
 * (decision 0076).
 */
export const previewExamTemplate = defineEndpoint({
  method: 'GET',
  path: '/admin/exam-templates/{id}/preview',
  auth: true,
  roles: editors,
  params: idParams,
  response: z.object({ questions: z.array(questionSchema), review: z.array(examReviewItemSchema) }),
  summary: 'Preview an exam template as a reviewee sees it',
  ourChoice: authoringChoice,
});
