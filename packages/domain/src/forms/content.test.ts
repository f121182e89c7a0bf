import { describe, expect, it } from 'vitest';
import {
  announcementInputSchema,
  announcementState,
  contentMessages,
  coursewareInputSchema,
  isBlankRichText,
  slugFromTitle,
} from './content.ts';

const valid = {
  title: 'Enrollment for June 2025 is open',
  slug: 'enrollment-for-june-2025-is-open',
  date: '2026-11-26T08:00:00.000Z',
  status: 'published',
  content: '<p>Enroll <a href="https://example.ph">here</a>.</p>',
};

const messagesOf = (input: unknown) => {
  const result = announcementInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('slugFromTitle', () => {
  it('should make lower-case words joined by single hyphens, accents dropped', () => {
    expect(slugFromTitle('Enrollment for June 2025 — now open!')).toBe('enrollment-for-june-2025-now-open');
    expect(slugFromTitle('  Año ng Pagsusulit: LET  ')).toBe('ano-ng-pagsusulit-let');
  });
  it('should give an empty slug for a title without letters or digits, and cut long ones at a word', () => {
    expect(slugFromTitle('!!!')).toBe('');
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('announcementInputSchema', () => {
  it('should accept a complete announcement', () => {
    expect(messagesOf(valid)).toEqual({});
  });
  it('should name every missing or wrong field at once', () => {
    expect(
      messagesOf({ title: ' ', slug: 'Not A Slug', date: 'tomorrow', status: 'live', content: '<p></p>' }),
    ).toEqual({
      title: contentMessages.titleRequired,
      slug: contentMessages.slugInvalid,
      date: contentMessages.dateInvalid,
      status: contentMessages.statusInvalid,
      content: contentMessages.contentRequired,
    });
  });
  it('should ask for a slug when it is empty', () => {
    expect(messagesOf({ ...valid, slug: '' })).toEqual({ slug: contentMessages.slugRequired });
  });
  it('should refuse HTML past the limit', () => {
    expect(messagesOf({ ...valid, content: `<p>${'a'.repeat(100_001)}</p>` })).toEqual({
      content: contentMessages.contentTooLong,
    });
  });
});

describe('coursewareInputSchema', () => {
  it('should refuse an empty page and accept one with only an image', () => {
    expect(coursewareInputSchema.safeParse({ content: '<p>&nbsp;</p>' }).success).toBe(false);
    expect(coursewareInputSchema.safeParse({ content: '<p><img src="https://example.ph/a.png"></p>' }).success).toBe(
      true,
    );
  });
});

describe('isBlankRichText', () => {
  it('should see text inside tags as content', () => {
    expect(isBlankRichText('<h2></h2><p> </p>')).toBe(true);
    expect(isBlankRichText('<ul><li>Module 1</li></ul>')).toBe(false);
  });
});

describe('announcementState', () => {
  const now = new Date('2026-11-26T04:00:00Z');
  it('should call a published announcement with a future date scheduled', () => {
    expect(announcementState({ status: 'published', date: '2026-11-27T00:00:00Z' }, now)).toBe('scheduled');
    expect(announcementState({ status: 'published', date: '2026-11-26T04:00:00Z' }, now)).toBe('published');
    expect(announcementState({ status: 'draft', date: '2026-11-20T00:00:00Z' }, now)).toBe('draft');
  });
});
