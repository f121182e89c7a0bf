import { announcementSchema, boundedText, paginated } from '@review-center/domain';
import { listQuery } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import * as z from 'zod/mini';

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
