import * as z from 'zod/mini';
import { categorySchema, paginated, requiredWireText } from '@review-center/domain';
import { idParams, queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** GET /categories (limit, group=exams); docs with _id and title (product §7). */
export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/categories',
  auth: true,
  query: z.object({ limit: z.optional(queryInt(1)), group: z.optional(z.literal('exams')) }),
  response: paginated(categorySchema),
  summary: 'List exam categories',
});

/*
 * Staff add and rename exam categories beside the question bank (decisions 0043, 0049): choices
 * of ours, for the content editor (and the administrator, who may make every staff call).
 */
const authoringChoice = 'Not in the spec: the staff console’s question bank and exam templates (decision 0049)';
const editors = ['content-editor'] as const;

/** POST /admin/categories: a new exam category (the spec's categories are a list staff may add to). */
export const createExamCategory = defineEndpoint({
  method: 'POST',
  path: '/admin/categories',
  auth: true,
  roles: editors,
  body: z.object({ title: requiredWireText() }),
  response: categorySchema,
  summary: 'Add an exam category',
  ourChoice: `${authoringChoice}. 409 when the title exists`,
});

/** PUT /admin/categories/{id}: another title for an exam category. */
export const renameExamCategory = defineEndpoint({
  method: 'PUT',
  path: '/admin/categories/{id}',
  auth: true,
  roles: editors,
  params: idParams,
  body: z.object({ title: requiredWireText() }),
  response: categorySchema,
  summary: 'Rename an exam category',
  ourChoice: `${authoringChoice}. 409 when the title exists`,
});
