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

/** How deep a request's JSON may nest: the product's deepest body is a few levels. */
export const MAX_NESTING = 32;

/**
 * Walks a parsed request part (params, query or JSON body), keys and values, and refuses the
 * first unsafe text with its path, e.g. `body.content`, before any schema or database sees it; a
 * part nested deeper than MAX_NESTING is refused as such (a 400, never a stack overflow's 500).
 */
export function refuseUnsafeInput(value: unknown, field: string): void {
  // Depth first, in the order of the part's own keys, without recursion.
  const pending: { value: unknown; field: string; depth: number }[] = [{ value, field, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      refuseUnsafeText(next.value, next.field);
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= MAX_NESTING) throw new InvalidInput(field, `is nested more than ${MAX_NESTING} levels deep`);
    const entries = Object.entries(next.value);
    if (!Array.isArray(next.value)) for (const [key] of entries) refuseUnsafeText(key, next.field);
    // Pushed last first, one at a time: spreading 100,000 entries into one call overflows the stack.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      pending.push({ value: item, field: `${next.field}.${key}`, depth: next.depth + 1 });
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
