import * as z from 'zod/mini';
import { paginated, requiredWireText, subjectSchema } from '@review-center/domain';
import { idParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * The LET subjects questions are tagged with (decision 0076): lists per part, and per
 * specialization in the specialization part, that the content editor adds to and renames. The
 * spec has no such calls: each is a choice of ours, for the content editor (and the
 * administrator, who may make every staff call).
 */
const subjectsChoice = 'Not in the spec: the LET subjects of the question bank (decision 0076)';
const editors = ['content-editor'] as const;

/** GET /admin/subjects: every subject, by part, then specialization, then the order they were added in. */
export const listSubjects = defineEndpoint({
  method: 'GET',
  path: '/admin/subjects',
  auth: true,
  roles: editors,
  response: paginated(subjectSchema),
  summary: 'List the LET subjects',
  ourChoice: subjectsChoice,
});

/**
 * POST /admin/subjects: a new subject on a part's list. The body (part, specialization, title) is
 * checked by the server against the domain's subjectInputSchema, the console form's schema; 409
 * when the part has a subject of that title.
 */
export const createSubject = defineEndpoint({
  method: 'POST',
  path: '/admin/subjects',
  auth: true,
  roles: editors,
  body: z.record(z.string(), z.unknown()),
  response: subjectSchema,
  summary: 'Add a LET subject',
  ourChoice: `${subjectsChoice}. 409 when the part has a subject of that title`,
});

/** PUT /admin/subjects/{id}: another title; the questions tagged with it follow. */
export const renameSubject = defineEndpoint({
  method: 'PUT',
  path: '/admin/subjects/{id}',
  auth: true,
  roles: editors,
  params: idParams,
  body: z.object({ title: requiredWireText() }),
  response: subjectSchema,
  summary: 'Rename a LET subject',
  ourChoice: `${subjectsChoice}. 409 when the part has a subject of that title`,
});
