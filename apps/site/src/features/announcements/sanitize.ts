import DOMPurify from 'dompurify';

/**
 * Server HTML is sanitized before it is shown (DESIGN.md "The site"): DOMPurify's defaults drop
 * scripts, event handlers and javascript: URLs while keeping the formatting an editor writes.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}
