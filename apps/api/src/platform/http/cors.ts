import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Cross-origin calls to /api/v2 from the origins listed in `CORS_ORIGINS` (README
 * "Configuration"), so another review center's front end on its own origin can use this API
 * (decision 0042). Off when the list is empty: the site is served from the API's own origin.
 *
 * Only a listed origin gets any CORS header, `Access-Control-Allow-Credentials` included (Hono's
 * `cors` would send that one to every origin). A refused origin's request is answered as before,
 * without them, so its browser withholds the answer; a refused preflight gets 403.
 */
export function corsForOrigins(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const allow = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    // The client sends a bearer token and JSON; uploads are multipart (a simple content type).
    allowHeaders: ['Authorization', 'Content-Type'],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // What a client reads besides the body: when to try again, a stored file's name.
    exposeHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  return async (c, next) => {
    if (allowed.size === 0) return next();
    // The answer depends on the Origin header, so a cache must key on it.
    c.header('Vary', 'Origin', { append: true });
    const origin = c.req.header('origin');
    if (origin && allowed.has(origin)) return allow(c, next);
    if (origin && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.json({ message: 'Origin not allowed' }, 403);
    }
    return next();
  };
}

/** `CORS_ORIGINS`: origins separated by commas, each as a browser sends it (`https://host[:port]`). */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new Error(`CORS_ORIGINS: "${origin}" is not an origin like https://site.example`);
    }
    if (parsed.origin !== origin) {
      throw new Error(`CORS_ORIGINS: "${origin}" is not an origin; write it as ${parsed.origin}`);
    }
  }
  return origins;
}
