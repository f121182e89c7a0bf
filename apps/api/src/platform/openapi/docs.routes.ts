import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contract, createOpenApiDocument, type Endpoint } from '@review-center/api-client/contract';
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Api } from '../http/deps.ts';

const openApiDocument = () => createOpenApiDocument(contract as Record<string, Endpoint>);

/**
 * The reference page: Swagger UI (swagger-ui-dist), served from this server, never a CDN, so it
 * works offline and under the API's Content-Security-Policy as it is (decision 0042): its
 * scripts are files of ours ('self'), the start script included, since no inline script runs;
 * its styles are a file plus the inline styles the policy already allows (decision 0024). The
 * list of calls inside <noscript> is what a reader without JavaScript gets.
 */
function referencePage(doc: ReturnType<typeof openApiDocument>) {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      path,
      method,
      summary: String((op as { summary?: string }).summary),
    })),
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Review Center API ${doc.info.version}</title>
        <link rel="stylesheet" href="./docs/swagger-ui.css" />
        <link rel="icon" type="image/png" href="./docs/favicon-32x32.png" />
      </head>
      <body>
        <main id="swagger-ui" data-url="openapi.json">
          <noscript>
            <h1>Review Center API ${doc.info.version}</h1>
            <p>
              Base path <code>${doc.servers[0]?.url}</code>. Machine-readable: <a href="openapi.json">openapi.json</a>.
              Errors are <code>{ "message": "…" }</code>.
            </p>
            <ul>
              ${operations.map(
                ({ path, method, summary }) => html`<li><code>${method.toUpperCase()} ${path}</code> — ${summary}</li>`,
              )}
            </ul>
          </noscript>
        </main>
        <script src="./docs/swagger-ui-bundle.js"></script>
        <script src="./docs/start.js"></script>
      </body>
    </html>`;
}

/*
 * Starts Swagger UI on the document beside the page. `validatorUrl: null`: by default it sends
 * the document to an outside validator, which the policy (connect-src 'self') refuses and this
 * server must not depend on. The calls' groups start closed (`docExpansion: 'none'`): Swagger UI
 * 5.35 drew only the first ten calls of 149 or more open at once, and one group is easier to read.
 */
const startScript = `window.ui = SwaggerUIBundle({
  url: new URL(document.getElementById('swagger-ui').dataset.url, location.href).href,
  dom_id: '#swagger-ui',
  validatorUrl: null,
  deepLinking: true,
  defaultModelsExpandDepth: 0,
  docExpansion: 'none',
});
`;

interface Asset {
  type: string;
  body: Buffer;
  /** Text only: a PNG is compressed already. */
  gzip: Buffer | undefined;
}

const require = createRequire(import.meta.url);
const swaggerUiDir = () => path.dirname(require.resolve('swagger-ui-dist/package.json'));
const assetFiles: Record<string, { type: string; read: () => string | Buffer }> = {
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFileSync(path.join(swaggerUiDir(), 'swagger-ui-bundle.js')),
  },
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    read: () => readFileSync(path.join(swaggerUiDir(), 'swagger-ui.css')),
  },
  'favicon-32x32.png': {
    type: 'image/png',
    read: () => readFileSync(path.join(swaggerUiDir(), 'favicon-32x32.png')),
  },
  'start.js': { type: 'text/javascript; charset=utf-8', read: () => startScript },
};

export function docsRoutes(app: Api) {
  // Built on first request, once: the contract does not change while the server runs.
  let doc: ReturnType<typeof openApiDocument> | undefined;
  const document = () => (doc ??= openApiDocument());
  app.get('/openapi.json', (c) => c.json(document()));
  app.get('/docs', (c) => c.html(referencePage(document())));

  // The viewer's files, read and compressed once (1.7 MB of script, about 0.45 MB gzipped),
  // rather than compressed again on every request.
  const assets = new Map<string, Asset>();
  const asset = (name: string) => {
    const file = assetFiles[name];
    if (!file) return undefined;
    let loaded = assets.get(name);
    if (!loaded) {
      const body = Buffer.from(file.read());
      loaded = { type: file.type, body, gzip: file.type.startsWith('text/') ? gzipSync(body) : undefined };
      assets.set(name, loaded);
    }
    return loaded;
  };
  app.get('/docs/:file', (c: Context) => {
    const found = asset(c.req.param('file') ?? '');
    if (!found) return c.json({ message: `No route for GET ${c.req.path}` }, 404);
    const gzip = found.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '') ? found.gzip : undefined;
    c.header('Content-Type', found.type);
    // Public files that change only with the server's version: an hour in any cache.
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Vary', 'Accept-Encoding');
    if (gzip) c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(gzip ?? found.body));
  });
}
