/**
 * Build-time rendering of the public pages (scripts/prerender.ts): the HTML a reviewee on a
 * 0.5 Mbps connection sees before the JavaScript arrives. Data that comes from the API is
 * left to the browser; the page's own text, layout and styles are all here.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';

export { prerenderedPages } from './app/routes.tsx';

export async function render(url: string): Promise<{ html: string; styles: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
