import DOMPurify from 'dompurify';

/** What HTML may hold: the tags, the attributes per tag and the URL schemes kept. */
export interface HtmlAllowList {
  tags: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
  schemes: readonly string[];
}

/**
 * A sanitizer for HTML from the server, configured from an allow-list (the domain's rich-text
 * list, decision 0053): everything not listed is dropped, URLs keep only the listed schemes or are
 * relative, and an image's `data:` source is dropped too, which DOMPurify otherwise always allows.
 * The site and the console make theirs here, so a staff preview shows exactly what a reviewee
 * sees (decision 0076). Each sanitizer is a DOMPurify instance of its own: its hook touches no
 * other.
 */
export function createHtmlSanitizer(allowList: HtmlAllowList): (html: string | null | undefined) => string {
  const purify = DOMPurify();
  const config = {
    ALLOWED_TAGS: [...allowList.tags],
    ALLOWED_ATTR: [...new Set(Object.values(allowList.attributes).flat())],
    // A URL with one of the allowed schemes, or a relative one (no scheme before its first / ? #).
    ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${allowList.schemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i'),
  };
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'src' && /^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
  });
  return (html) => (html ? purify.sanitize(html, config) : '');
}
