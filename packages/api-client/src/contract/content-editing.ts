import * as z from 'zod/mini';
import {
  ANNOUNCEMENT_STATUSES,
  announcementInputSchema,
  announcementSchema,
  auditEntrySchema,
  coursewareInputSchema,
  idSchema,
  isoDateSchema,
  paginated,
} from '@review-center/domain';
import { queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * Announcements and courseware written in the staff console by the content editor (decision
 * 0048). "Administrator roles are not shown" (product §6): every call here is a choice of ours.
 * The server sanitizes each HTML field with the site's allow-list before it stores it.
 */
const contentChoice = 'Not in the spec: the staff console’s content pages (decision 0048)';
const contentRoles = ['content-editor'] as const;
const idParams = z.object({ id: idSchema });

/** Where an announcement stands for the console: draft, scheduled (published, date to come) or published. */
export const ANNOUNCEMENT_STATES = ['draft', 'scheduled', 'published'] as const;

/** An announcement as staff see it: the public fields, its status and state, and its history. */
export const staffAnnouncementSchema = z.extend(announcementSchema, {
  status: z.enum(ANNOUNCEMENT_STATUSES),
  state: z.enum(ANNOUNCEMENT_STATES),
  updatedAt: isoDateSchema,
});
export type StaffAnnouncement = z.infer<typeof staffAnnouncementSchema>;

/** GET /admin/announcements?state=: every announcement, drafts included, newest date first. */
export const listStaffAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/admin/announcements',
  auth: true,
  roles: contentRoles,
  query: z.object({
    limit: z.optional(queryInt(1, 100)),
    page: z.optional(queryInt(1, 100_000)),
    state: z.optional(z.enum(ANNOUNCEMENT_STATES)),
  }),
  response: paginated(staffAnnouncementSchema),
  summary: 'List announcements, drafts and scheduled ones included',
  ourChoice: contentChoice,
});

export const staffAnnouncementDetailSchema = z.extend(staffAnnouncementSchema, {
  history: z.array(auditEntrySchema),
});
export type StaffAnnouncementDetail = z.infer<typeof staffAnnouncementDetailSchema>;

export const getStaffAnnouncement = defineEndpoint({
  method: 'GET',
  path: '/admin/announcements/{id}',
  auth: true,
  roles: contentRoles,
  params: idParams,
  response: staffAnnouncementDetailSchema,
  summary: 'One announcement with its history',
  ourChoice: contentChoice,
});

/** POST /admin/announcements: 409 naming the slug when another announcement has it. */
export const createAnnouncement = defineEndpoint({
  method: 'POST',
  path: '/admin/announcements',
  auth: true,
  roles: contentRoles,
  body: announcementInputSchema,
  response: staffAnnouncementDetailSchema,
  summary: 'Write an announcement (its HTML is sanitized when saved)',
  ourChoice: `${contentChoice}. 409 when the slug is taken`,
});

export const updateAnnouncement = defineEndpoint({
  method: 'PUT',
  path: '/admin/announcements/{id}',
  auth: true,
  roles: contentRoles,
  params: idParams,
  body: announcementInputSchema,
  response: staffAnnouncementDetailSchema,
  summary: 'Change an announcement (its HTML is sanitized when saved)',
  ourChoice: `${contentChoice}. 409 when the slug is taken`,
});

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
