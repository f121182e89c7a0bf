import { createHtmlSanitizer } from '@review-center/design-system';
import { RICH_TEXT_ALLOW_LIST } from '@review-center/domain';

/**
 * HTML shown in the console's previews, through the sanitizer the site shows it with (decision
 * 0076): the same allow-list and the same rule against `data:` images, so a preview shows what a
 * reviewee sees (decisions 0053, 0049).
 */
export const sanitizeHtml = createHtmlSanitizer(RICH_TEXT_ALLOW_LIST);
