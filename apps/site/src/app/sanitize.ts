import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '@review-center/domain';
import DOMPurify from 'dompurify';

const config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  // A URL with one of the allowed schemes, or a relative one (no scheme before its first / ? #).
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${RICH_TEXT_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
};

// DOMPurify lets an image's src be a data: URL whatever the regexp says; the API's list does not.
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'src' && /^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
});

/**
 * Server HTML is sanitized before it is shown (docs/architecture.md#the-site), with the allow-list
 * the API already applied when staff saved it (decision 0053): scripts, event handlers, styles and
 * javascript: or data: URLs are dropped, the formatting an editor writes is kept. Every HTML the
 * site renders (announcements, courseware, exam questions) goes through here; a missing value is
 * no HTML.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? DOMPurify.sanitize(html, config) : '';
}
