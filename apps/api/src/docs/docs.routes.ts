import { contract, createOpenApiDocument, type Endpoint } from '@review-center/api-client/contract';
import { html, raw } from 'hono/html';
import type { Api } from '../http/deps.ts';

const openApiDocument = () => createOpenApiDocument(contract as Record<string, Endpoint>);

/** The reference page renders on the server: no script (the CSP allows none inline) and no CDN. */
function referencePage(doc: ReturnType<typeof openApiDocument>) {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Record<string, unknown> })),
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>Review Center API ${doc.info.version}</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            max-width: 60rem;
            margin: 2rem auto;
            padding: 0 1rem;
            color: #1a1a1a;
          }
          details {
            border: 1px solid #ccc;
            border-radius: 6px;
            margin: 0.5rem 0;
            padding: 0.5rem 1rem;
          }
          summary {
            cursor: pointer;
          }
          code.method {
            display: inline-block;
            min-width: 4rem;
            font-weight: bold;
          }
          pre {
            background: #f4f4f4;
            padding: 0.75rem;
            overflow: auto;
            font-size: 0.85rem;
          }
        </style>
      </head>
      <body>
        <h1>Review Center API ${doc.info.version}</h1>
        <p>
          Base path <code>${doc.servers[0]?.url}</code>. Machine-readable: <a href="openapi.json">openapi.json</a>.
          Errors are <code>{ "message": "…" }</code>.
        </p>
        ${operations.map(
          ({ path, method, op }) =>
            html`<details>
              <summary>
                <code class="method">${method.toUpperCase()}</code> <code>${path}</code> — ${String(op.summary)}
              </summary>
              ${op.description ? html`<p>${String(op.description)}</p>` : ''}
              <pre>
${raw(escapeHtml(JSON.stringify({ parameters: op.parameters, requestBody: op.requestBody, responses: op.responses }, null, 2)))}</pre>
            </details>`,
        )}
      </body>
    </html>`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function docsRoutes(app: Api) {
  // Built on first request, once: the contract does not change while the server runs.
  let doc: ReturnType<typeof openApiDocument> | undefined;
  const document = () => (doc ??= openApiDocument());
  app.get('/openapi.json', (c) => c.json(document()));
  app.get('/docs', (c) => c.html(referencePage(document())));
}
