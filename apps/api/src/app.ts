import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { API_BASE_PATH } from '@review-center/domain';
import { Hono } from 'hono';
import type { Db } from './db/database.ts';
import { HttpError } from './http/route.ts';
import { offeringRoutes } from './offerings/offerings.routes.ts';

export interface AppOptions {
  db: Db;
  /** The built site (apps/site/dist) to serve from the same origin; omitted in API-only tests. */
  siteDir?: string | undefined;
}

/** The /api/v2 server, and the built site beside it. */
export function createApp({ db, siteDir }: AppOptions) {
  const api = new Hono();
  offeringRoutes(api, db);
  api.notFound((c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  api.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.message }, error.status as 400);
    console.error(error);
    return c.json({ message: 'Something went wrong' }, 500);
  });

  const app = new Hono();
  app.route(API_BASE_PATH, api);

  if (siteDir && existsSync(siteDir)) {
    const root = path.relative(process.cwd(), siteDir);
    // Hashed assets never change: cache them for a year. index.html is always revalidated.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root }));
    // Client-side routes (/home, /offerings/...) all load the single-page app.
    const indexHtml = readFile(path.join(siteDir, 'index.html'), 'utf8');
    app.get('*', async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(await indexHtml);
    });
  }
  return app;
}
