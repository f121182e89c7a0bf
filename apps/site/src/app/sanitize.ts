import DOMPurify from 'dompurify';

/**
 * Server HTML is sanitized before it is shown (docs/architecture.md#the-site): DOMPurify's defaults drop
 * scripts, event handlers and javascript: URLs while keeping the formatting an editor writes.
 * Every HTML the site renders (announcements, courseware, exam questions) goes through here; a
 * missing value is no HTML.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? DOMPurify.sanitize(html) : '';
}
