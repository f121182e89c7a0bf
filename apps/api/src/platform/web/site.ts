import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { API_BASE_PATH } from '@review-center/domain';
import type { Hono } from 'hono';
import { registerPageCache } from './freshness.ts';

/**
 * What the site's server bundle (apps/site/src/entry-server.tsx, built to dist-ssr/) offers.
 * Declared here rather than imported: the API depends on the site's build output, as it does
 * on its static files, never on its source (docs/architecture.md#dependencies-point-one-way).
 */
interface SiteRenderer {
  livePages: readonly string[];
  /** Every address pattern the site's router answers with a page (`:name` is one segment). */
  routePatterns?: readonly string[];
  renderPage: (
    url: string,
    options: { template: string; manifest: Record<string, unknown>; fetch?: typeof globalThis.fetch },
  ) => Promise<string | null>;
}

export interface SiteOptions {
  /** The built site (apps/site/dist). */
  siteDir: string;
  /** The site's server bundle; without it every page is served as built. */
  rendererPath?: string | undefined;
  log: (line: string) => void;
  /**
   * How long a rendered page is reused: the lists change when the center edits them, and a
   * crowd arriving at once (results day) costs one render a page, not one each. A staff write
   * in this process drops the reused pages at once; other processes catch up within this time
   * (decision 0046).
   * @default 5000
   */
  cacheMs?: number;
  /**
   * The rendered pages kept for `cacheMs`; given by the app so a catalogue write in this process
   * empties it at once (decision 0045). A new one when omitted.
   */
  pageCache?: Map<string, { html: string; until: number }>;
}

/**
 * Serves the built site beside the API: hashed assets for a year, and every page's HTML. The
 * public pages whose lists come from the API (home, offerings, announcements, lecturers) are
 * rendered per request with that data, by the site's own server bundle, so a reviewee on a
 * slow phone reads them before any script arrives (docs/architecture.md#performance-budget); the other public pages were
 * rendered at build time; the site's other routes get the single-page app's shell, `/` a redirect
 * to /home, and an address that is no route of the site a 404 with the site's 404 page.
 */
export function serveSite(app: Hono, options: SiteOptions): void {
  const { siteDir, log, cacheMs = 5000 } = options;
  const root = path.relative(process.cwd(), siteDir);
  const shell = readFile(path.join(siteDir, 'index.html'), 'utf8');
  const renderer = loadRenderer(siteDir, shell, options.rendererPath, log);
  const cache = options.pageCache ?? new Map<string, { html: string; until: number }>();
  // A staff write empties it at once (invalidatePublicPages, decision 0046).
  registerPageCache(cache);

  // The site's root has no page of its own: an HTTP redirect, so it paints /home at once, and
  // with no script too.
  app.get('/', (c) => {
    const url = new URL(c.req.url);
    return c.redirect(`/home${url.search}`, 302);
  });

  // Hashed assets never change: cache them for a year. Pages are always revalidated.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });

  // The service worker (decision 0082): revalidated on every visit, so a new version of the site
  // reaches an installed app on its next start.
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'no-cache');
  });

  // The web manifest as built, named after the center once an administrator has named it
  // (decision 0046): the installed app's name is the center's. Kept like a rendered page, so a
  // change of the settings shows at once (invalidatePublicPages).
  const builtManifest = readFile(path.join(siteDir, WEB_MANIFEST), 'utf8').catch(() => null);
  app.get(`/${WEB_MANIFEST}`, async (c, next) => {
    const built = await builtManifest;
    if (built === null) return next();
    const key = `/${WEB_MANIFEST}`;
    const now = Date.now();
    let kept = cache.get(key);
    if (!kept || kept.until <= now) {
      kept = {
        html: await namedAfterCenter(built, (url) => app.fetch(new Request(new URL(url, c.req.url)))),
        until: now + cacheMs,
      };
      cache.set(key, kept);
    }
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/manifest+json');
    return c.body(kept.html);
  });

  app.get('*', async (c, next) => {
    const live = await renderer;
    if (!live || !live.module.livePages.includes(c.req.path)) return next();
    const key = c.req.path;
    const now = Date.now();
    let page = cache.get(key);
    if (!page || page.until <= now) {
      try {
        const origin = new URL(c.req.url).origin;
        const html = await live.module.renderPage(`${origin}${c.req.path}`, {
          template: live.template,
          manifest: live.manifest,
          // The page's API calls go straight to this app, in process: no socket, no second trip.
          fetch: (input, init) => Promise.resolve(app.fetch(new Request(new URL(String(input), origin), init))),
        });
        if (html === null) return next();
        page = { html, until: now + cacheMs };
        cache.set(key, page);
      } catch (error) {
        // The page as built still works: its lists load in the browser.
        log(JSON.stringify({ render: c.req.path, error: String(error), stack: (error as Error).stack }));
        return next();
      }
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(page.html);
  });

  // Source maps and the build manifest stay on disk (the renderer reads the manifest, a developer
  // the maps): no visitor is served them, nor any other dot-file (decision 0024).
  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('.map') || /(^|\/)\./.test(c.req.path)) return c.notFound();
    return next();
  });

  // The build wrote a Brotli and a gzip copy of each text file: sent as they are, never
  // compressed again per request.
  app.use('*', serveStatic({ root, precompressed: true }));
  // Client-side routes (/account, /offerings/{id}/enroll, ...) all load the single-page app. An
  // address that is none of the site's routes answers 404 with the site's own 404 page rendered
  // in (product §2 "404 page"); without the server bundle the routes are unknown and every
  // address loads the app.
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    const live = await renderer;
    const patterns = live?.module.routePatterns;
    if (live && patterns && !patterns.some((pattern) => matchesRoute(pattern, c.req.path))) {
      // Without `fetch` the page renders as the build renders it: the 404 page reads no API data.
      const html = await live.module
        .renderPage(c.req.url, { template: live.template, manifest: live.manifest })
        .catch((error: unknown) => {
          log(JSON.stringify({ render: c.req.path, error: String(error), stack: (error as Error).stack }));
          return null;
        });
      return c.html(html ?? (await shell), 404);
    }
    return c.html(await shell);
  });
}

/** The site's web manifest, which its build writes (apps/site/vite.config.ts). */
const WEB_MANIFEST = 'manifest.webmanifest';

/**
 * The built manifest with the center's name from GET /center, or as built when the center's
 * details cannot be read: an unnamed center keeps the product's name.
 */
async function namedAfterCenter(built: string, get: (url: string) => Response | Promise<Response>): Promise<string> {
  try {
    const answer = await get(`${API_BASE_PATH}/center`);
    const name = answer.ok ? ((await answer.json()) as { name?: unknown }).name : undefined;
    if (typeof name !== 'string' || name.trim() === '') return built;
    return JSON.stringify({ ...(JSON.parse(built) as object), name: name.trim(), short_name: name.trim() });
  } catch {
    return built;
  }
}

/**
 * Whether `pathname` is an address of the route `pattern`, as the site's router matches it:
 * letters in any case, a trailing slash allowed, `:name` standing for one non-empty segment.
 */
function matchesRoute(pattern: string, pathname: string): boolean {
  const split = (value: string) => value.split('/').filter((segment) => segment !== '');
  const want = split(pattern);
  const got = split(pathname);
  return (
    want.length === got.length &&
    want.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === got[i]!.toLowerCase())
  );
}

/** The server bundle with the template (the shell) and manifest it renders into, or null without one. */
async function loadRenderer(
  siteDir: string,
  shell: Promise<string>,
  rendererPath: string | undefined,
  log: (line: string) => void,
) {
  if (!rendererPath || !existsSync(rendererPath)) return null;
  try {
    const [module, template, manifest] = await Promise.all([
      import(pathToFileURL(rendererPath).href) as Promise<SiteRenderer>,
      shell,
      readFile(path.join(siteDir, '.vite/manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as Record<string, unknown>,
      ),
    ]);
    return { module, template, manifest };
  } catch (error) {
    log(JSON.stringify({ renderer: rendererPath, error: String(error) }));
    return null;
  }
}
