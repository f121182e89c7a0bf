/**
 * The HTML a rich-text field may hold: announcements, courseware, and the stems, passages and
 * options of exam questions (docs/product.md#announcement, #courseware, #question). One list serves
 * the server, which sanitizes what staff save, and the site, which sanitizes again what it shows:
 * what the editor writes survives both, and nothing else does (decision 0053).
 *
 * Everything not listed is dropped with its attributes: scripts, event handlers (`onerror`),
 * `style`, iframes, forms. URLs keep only the schemes below; a relative URL (an uploaded image
 * served by the API) is kept.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'q',
  'blockquote',
  'code',
  'pre',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes kept per tag; every other attribute is removed. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** URL schemes a link or an image may use. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** The three lists together, as a sanitizer takes them (the site's and the console's, decision 0076). */
export const RICH_TEXT_ALLOW_LIST = {
  tags: RICH_TEXT_TAGS,
  attributes: RICH_TEXT_ATTRIBUTES,
  schemes: RICH_TEXT_URL_SCHEMES,
} as const;
