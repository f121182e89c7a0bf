import * as z from 'zod/mini';
import { firstFailing, requiredText } from './fields.ts';

/**
 * What a content editor writes in the staff console (decision 0048): announcements (product §3
 * "Announcement": slug, title, date, content as HTML) and each offering's courseware page
 * (product §3 "Courseware": content as HTML). One schema serves the console's form and the
 * server's check of the same input; the server also sanitizes the HTML before it stores it.
 */

/** Longest rich-text HTML a page may hold: well inside the API's 256 KB body limit (decision 0023). */
export const RICH_TEXT_MAX = 100_000;
/** Longest slug: a readable address, short enough to share. */
const SLUG_MAX = 80;

/** A draft is seen only in the console; a published one shows on the site from its date on. */
export const ANNOUNCEMENT_STATUSES = ['draft', 'published'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** The messages of the content forms, each naming the field and what is wrong. */
export const contentMessages = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required: it is the announcement’s address, /announcements/{slug}',
  slugInvalid:
    'Slug must be lower-case letters and digits, words joined by single hyphens (e.g. enrollment-opens-june-1)',
  slugTooLong: `Slug must be at most ${SLUG_MAX} characters`,
  slugTaken: (slug: string) => `Slug "${slug}" is already used by another announcement: choose another`,
  dateInvalid: 'Publish date must be a date and time',
  statusInvalid: 'Status must be Draft or Published',
  contentRequired: 'Content is required: write the text the reviewees will read',
  contentTooLong: `Content is too long: at most ${RICH_TEXT_MAX.toLocaleString('en-US')} characters of HTML`,
  coursewareRequired: 'Courseware is required: write the page the reviewees will read',
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a title suggests: accents dropped, lower-case, every run of other characters one
 * hyphen, at most `SLUG_MAX` characters. "Enrollment for June 2025 — now open!" gives
 * `enrollment-for-june-2025-now-open`. The editor may change it; the server keeps it unique.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * Whether rich text shows nothing: no text once tags are removed, and no image. An editor's
 * empty document is `<p></p>`, which is not content.
 */
export function isBlankRichText(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text.length === 0;
}

const richText = (required: string) =>
  z.string(required).check(
    z.maxLength(RICH_TEXT_MAX, contentMessages.contentTooLong),
    z.refine((html) => !isBlankRichText(html), required),
  );

/** An announcement as the console writes it. `date` is when it appears on the site. */
export const announcementInputSchema = z.object({
  title: requiredText(contentMessages.titleRequired),
  slug: firstFailing(
    z.string(contentMessages.slugRequired).check(z.trim()),
    [(slug) => slug.length > 0, contentMessages.slugRequired],
    [(slug) => slug.length <= SLUG_MAX, contentMessages.slugTooLong],
    [(slug) => SLUG.test(slug), contentMessages.slugInvalid],
  ),
  date: z.iso.datetime({ offset: true, error: contentMessages.dateInvalid }),
  status: z.enum(ANNOUNCEMENT_STATUSES, contentMessages.statusInvalid),
  content: richText(contentMessages.contentRequired),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** An offering's courseware page as the console writes it. */
export const coursewareInputSchema = z.object({
  content: richText(contentMessages.coursewareRequired),
});
export type CoursewareInput = z.infer<typeof coursewareInputSchema>;

/**
 * Where an announcement stands: a draft; published with a date still to come (scheduled, hidden
 * from the site until then); or published and showing.
 */
export type AnnouncementState = 'draft' | 'scheduled' | 'published';
export function announcementState(
  announcement: { status: AnnouncementStatus; date: string | Date },
  now: Date,
): AnnouncementState {
  if (announcement.status === 'draft') return 'draft';
  return new Date(announcement.date).getTime() > now.getTime() ? 'scheduled' : 'published';
}
