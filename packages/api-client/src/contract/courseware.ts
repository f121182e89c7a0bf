import * as z from 'zod/mini';
import {
  auditEntrySchema,
  coursewareInputSchema,
  coursewareSchema,
  idSchema,
  isoDateSchema,
  paginated,
} from '@review-center/domain';
import { idParams, userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** GET /users/{id}/courseware: 403 when not enrolled, 404 when none is available (product §6, §8). */
export const getCourseware = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/courseware',
  auth: true,
  params: userParams,
  response: coursewareSchema,
  summary: 'The hybrid courseware of the user’s active enrollment',
});

/*
 * Courseware as the content editor writes it in the staff console (decision 0048). "Administrator
 * roles are not shown" (product §6): every staff call here is a choice of ours. The server
 * sanitizes each HTML field with the site's allow-list before it stores it.
 */
const contentChoice = 'Not in the spec: the staff console’s content pages (decision 0048)';
const contentRoles = ['content-editor'] as const;

/** One row of the courseware list: an offering and whether its page has been written. */
export const coursewareSummarySchema = z.object({
  offering: z.object({ _id: idSchema, title: z.string(), published: z.boolean() }),
  hasContent: z.boolean(),
  updatedAt: z.nullable(isoDateSchema),
});
export type CoursewareSummary = z.infer<typeof coursewareSummarySchema>;

export const listCoursewarePages = defineEndpoint({
  method: 'GET',
  path: '/admin/courseware',
  auth: true,
  roles: contentRoles,
  response: paginated(coursewareSummarySchema),
  summary: 'Every offering and its courseware page',
  ourChoice: contentChoice,
});

export const coursewarePageSchema = z.extend(coursewareSummarySchema, {
  content: z.string(),
  history: z.array(auditEntrySchema),
});
export type CoursewarePage = z.infer<typeof coursewarePageSchema>;

/** GET /admin/courseware/{id}: the offering `{id}`'s page (empty content when none is written yet). */
export const getCoursewarePage = defineEndpoint({
  method: 'GET',
  path: '/admin/courseware/{id}',
  auth: true,
  roles: contentRoles,
  params: idParams,
  response: coursewarePageSchema,
  summary: 'An offering’s courseware page with its history',
  ourChoice: contentChoice,
});

export const saveCoursewarePage = defineEndpoint({
  method: 'PUT',
  path: '/admin/courseware/{id}',
  auth: true,
  roles: contentRoles,
  params: idParams,
  body: coursewareInputSchema,
  response: coursewarePageSchema,
  summary: 'Write an offering’s courseware page (its HTML is sanitized when saved)',
  ourChoice: contentChoice,
});
