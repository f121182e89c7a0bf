import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { InvalidInput, TooLarge } from '../errors.ts';

const UNSAFE_TEXT = 'must not contain NUL characters or unpaired surrogates';

/** Text PostgreSQL can store and UTF-8 can encode: no NUL, no lone UTF-16 surrogate. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isSafeText = (text: string) => !text.includes('\0') && !LONE_SURROGATE.test(text);

/** 400 naming `field` when `text` holds what no column can store (decision 0023). */
export function refuseUnsafeText(text: string, field: string): void {
  if (!isSafeText(text)) throw new InvalidInput(field, UNSAFE_TEXT);
}

/**
 * Walks a parsed request part (params, query or JSON body), keys and values, and refuses the
 * first unsafe text with its path, e.g. `body.content`, before any schema or database sees it.
 */
export function refuseUnsafeInput(value: unknown, field: string): void {
  if (typeof value === 'string') return refuseUnsafeText(value, field);
  if (Array.isArray(value)) {
    value.forEach((item, index) => refuseUnsafeInput(item, `${field}.${index}`));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      refuseUnsafeText(key, field);
      refuseUnsafeInput(item, `${field}.${key}`);
    }
  }
}

/**
 * Refuses a request whose path or query, once decoded, is unsafe text (a 400 naming `path` or
 * the query parameter): for what no route parses, such as the site's pages.
 */
export const refuseUnsafeUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new InvalidInput('path', 'is not valid percent-encoded UTF-8');
  }
  refuseUnsafeText(path, 'path');
  for (const [name, value] of url.searchParams) {
    refuseUnsafeText(name, 'query');
    refuseUnsafeText(value, `query.${name}`);
  }
  await next();
};

/**
 * Bounds every JSON (or any non-multipart) body: 413 past `maxBytes`, read as it streams in, so
 * a 20 MB body is cut off without being buffered. Multipart uploads have their own limit.
 */
export const jsonBodyLimit = (maxBytes: number): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new TooLarge(`body: at most ${Math.floor(maxBytes / 1024)} KB`);
    },
  });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return next();
    return limit(c, next);
  };
};
