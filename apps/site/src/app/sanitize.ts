import { createHtmlSanitizer } from '@review-center/design-system';
import { RICH_TEXT_ALLOW_LIST } from '@review-center/domain';

/**
 * Server HTML is sanitized before it is shown (docs/architecture.md#the-site), with the allow-list
 * the API already applied when staff saved it (decision 0053): scripts, event handlers, styles and
 * javascript: or data: URLs are dropped, the formatting an editor writes is kept. Every HTML the
 * site renders (announcements, courseware, exam questions, rationales) goes through here; a
 * missing value is no HTML. The console's previews use the same sanitizer (decision 0076).
 */
export const sanitizeHtml = createHtmlSanitizer(RICH_TEXT_ALLOW_LIST);
