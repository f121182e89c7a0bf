/**
 * Writes the prerendered HTML of each public page into dist/<path>/index.html, from the
 * client build's index.html and the server build's render(). Run by `pnpm build`.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(siteRoot, 'dist');
const serverEntry = path.join(siteRoot, 'dist-ssr/entry-server.js');

const { render, prerenderedPages } = (await import(pathToFileURL(serverEntry).href)) as {
  render: (url: string) => Promise<{ html: string; styles: string }>;
  prerenderedPages: { path: string; module: string }[];
};
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>;

/** The route chunk and its static imports, preloaded so hydration waits on no extra round trip. */
function preloadLinks(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) preloadLinks(dep, seen);
  return seen;
}

for (const { path: route, module } of prerenderedPages) {
  const { html, styles } = await render(`http://localhost${route}`);
  const preloads = [...preloadLinks(module)]
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .filter((link) => !template.includes(link.match(/href="([^"]+)"/)![1]!))
    .join('');
  const page = template
    .replace('</head>', `${preloads}${styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  const file = path.join(dist, route, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(`prerendered ${route} → ${path.relative(siteRoot, file)} (${(page.length / 1024).toFixed(1)} KB)`);
}
await rm(path.join(siteRoot, 'dist-ssr'), { recursive: true, force: true });
