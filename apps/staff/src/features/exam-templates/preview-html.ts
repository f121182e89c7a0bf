import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '@review-center/domain';
import DOMPurify from 'dompurify';

const config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${RICH_TEXT_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
};

/**
 * HTML shown in the preview, through the allow-list the API applied when it was saved and the
 * site applies when it shows it (decision 0053), so the preview shows what a reviewee sees.
 */
export function previewHtml(html: string | null | undefined): string {
  return html ? DOMPurify.sanitize(html, config) : '';
}
