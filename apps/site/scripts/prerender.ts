/**
 * Writes the prerendered HTML of each public page into dist/<path>/index.html, from the
 * client build's index.html and the server bundle's renderPage(). Run by `pnpm build`. The
 * server bundle stays in dist-ssr/: the API renders the pages with API data from it per request.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server.tsx';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(siteRoot, 'dist');
const serverEntry = path.join(siteRoot, 'dist-ssr/entry-server.js');

const { renderPage, prerenderedPages } = (await import(pathToFileURL(serverEntry).href)) as typeof EntryServer;
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Parameters<
  typeof renderPage
>[1]['manifest'];

for (const route of prerenderedPages) {
  const page = await renderPage(`http://localhost${route}`, { template, manifest });
  if (page === null) throw new Error(`${route} redirects; it cannot be prerendered`);
  const file = path.join(dist, route, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(`prerendered ${route} → ${path.relative(siteRoot, file)} (${(page.length / 1024).toFixed(1)} KB)`);
}
