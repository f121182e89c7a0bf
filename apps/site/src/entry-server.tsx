/**
 * Server rendering of the public pages, so their text paints before any script runs (docs/architecture.md#performance-budget;
 * the spec's reviewees are on 0.5 to 5 Mbps). Two callers:
 * - the build (scripts/prerender.ts) writes each public page as HTML, without API data;
 * - the API server (apps/api, src/site) renders the pages whose lists come from the API on each
 *   request, with that data in the HTML and in the cache handed to the browser, so the lists
 *   neither pop in late nor push the page around when they arrive.
 */
import { createApiClient } from '@review-center/api-client';
import { preloadFormParts } from '@review-center/forms';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { apiBaseUrl } from './app/config.ts';
import { paths } from './app/paths.ts';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { BOOT_ELEMENT_ID, type BootPlan, type RouteHandle } from './app/boot-plan.ts';
import { QUERY_STATE_ELEMENT_ID, type ServerRouteContext } from './app/route-data.ts';
import { routes } from './app/routes.tsx';

export { prerenderedPages, routePatterns } from './app/routes.tsx';

/**
 * The public pages whose content comes from the API: rendered per request by the API server.
 * About Us, FAQ and Support show the center's details (decision 0046).
 */
export const livePages: readonly string[] = [
  paths.home,
  paths.offerings,
  paths.announcements,
  paths.lecturers,
  paths.aboutUs,
  paths.faq,
  paths.support,
];

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface RenderPageOptions {
  /** The client build's index.html, into which the page is rendered. */
  template: string;
  /** Vite's manifest of the client build: the page's own chunks are preloaded from it. */
  manifest: Record<string, ManifestChunk>;
  /**
   * How the server reaches /api/v2 (the API passes its own in-process handler). Without it the
   * page renders without API data, as the build does.
   */
  fetch?: typeof globalThis.fetch;
}

/** A route chunk and its static imports, so hydration waits on no extra round trip. */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) chunkClosure(manifest, dep, seen);
  return seen;
}

/** JSON inside <script>: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The whole HTML document of `url`, or null when the address redirects (the browser's router
 * handles those). Route ids name their modules (src/routes/<id>.tsx), whose chunks are preloaded.
 */
export async function renderPage(url: string, options: RenderPageOptions): Promise<string | null> {
  const queryClient = createQueryClient();
  const requestContext: ServerRouteContext = {
    queryClient,
    // No session on the server: public pages render as a visitor sees them (decision 0006).
    apiClient: createApiClient({ baseUrl: apiBaseUrl, getToken: () => null, fetch: options.fetch }),
    data: options.fetch !== undefined,
  };
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) return null;
  // The forms' larger fields load on demand in the browser; here they are rendered in full (once
  // the route's modules, which declare them, have loaded), and the browser hydrates each once its
  // code has arrived (decision 0044).
  await preloadFormParts();
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  let html: string;
  let styles: string;
  try {
    html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders queryClient={queryClient} apiClient={requestContext.apiClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    styles = sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
  const { template, manifest } = options;
  // How boot.ts starts the app: the route's chunks, and whether to wait for the page's load.
  const boot: BootPlan = {
    start: context.matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.startsAtOnce)
      ? 'now'
      : 'load',
    modules: context.matches
      .flatMap(({ route }) => [...chunkClosure(manifest, `src/routes/${route.id}.tsx`)])
      .map((key) => `/${manifest[key]!.file}`)
      .filter((href, index, all) => all.indexOf(href) === index && !template.includes(href)),
  };
  const { queries } = dehydrate(queryClient);
  const state = queries.length
    ? `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptJson({ queries, mutations: [] })}</script>`
    : '';
  return template
    .replace('</head>', `${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div>${state}<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`,
    );
}
