import * as z from 'zod/mini';
import {
  ANNOUNCEMENT_STATUSES,
  announcementInputSchema,
  announcementSchema,
  auditEntrySchema,
  boundedText,
  isoDateSchema,
  paginated,
} from '@review-center/domain';
import { idParams, listQuery, queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const listAnnouncementsQuery = z.extend(listQuery, { slug: z.optional(boundedText().check(z.minLength(1))) });

/**
 * GET /announcements, query limit, sort, page or offset, slug; response has docs (product §7).
 * Home uses limit 3, sort -date; the detail page asks by slug.
 */
export const listAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/announcements',
  auth: false,
  query: listAnnouncementsQuery,
  response: paginated(announcementSchema),
  summary: 'List announcements, or find one by slug',
  ourChoice: 'Announcement by slug is this list with ?slug=: docs holds the one match, or nothing',
});

/*
 * Announcements as the content editor writes them in the staff console (decision 0048).
 * "Administrator roles are not shown" (product §6): every staff call here is a choice of ours.
 * The server sanitizes each HTML field with the site's allow-list before it stores it.
 */
const contentChoice = 'Not in the spec: the staff console’s content pages (decision 0048)';
const contentRoles = ['content-editor'] as const;

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
