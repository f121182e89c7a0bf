import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serves the built staff console under /staff: its hashed assets for a year, and its one page
 * for every console address. The public site never links to or loads any of it
 * (docs/architecture.md#the-staff-console-and-more-than-one-process).
 */
export function serveStaff(app: Hono, staffDir: string): void {
  const root = path.relative(process.cwd(), staffDir);
  const shell = readFile(path.join(staffDir, 'index.html'), 'utf8');

  app.use('/staff/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/staff/assets/*', serveStatic({ root, rewriteRequestPath: (p) => p.replace(/^\/staff/, '') }));
  app.get('/staff', (c) => c.redirect('/staff/', 301));
  app.get('/staff/*', async (c) => {
    // A missing asset is a 404, never the page: a stale chunk must fail loudly, not parse HTML.
    if (c.req.path.startsWith('/staff/assets/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(await shell);
  });
}
