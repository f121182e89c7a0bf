/**
 * The site's production build: the client bundle, then a server bundle of entry-server.tsx
 * that prerenders the public pages (scripts/prerender.ts) and that the API renders the live
 * pages with; then the service worker again, now with the pages served as built (decision 0082);
 * last, a Brotli and a gzip copy of every text file (scripts/precompress.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import type * as EntryServer from '../src/entry-server.tsx';
import { chunkCycles } from './chunk-cycles.ts';
import { precompress } from './precompress.ts';

process.env.NODE_ENV = 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(root, 'vite.config.ts');

// The client build's service worker plugin, whose worker is made again once the pages exist.
let serviceWorker: VitePluginPWAAPI | undefined;
const findServiceWorker: Plugin = {
  name: 'find-service-worker',
  configResolved(config) {
    serviceWorker = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as
      VitePluginPWAAPI | undefined;
  },
};
await build({ root, configFile, plugins: [findServiceWorker] });
const cycles = chunkCycles(path.join(root, 'dist/assets'));
if (cycles.length > 0) {
  throw new Error(`Chunks import each other in a cycle:\n${cycles.map((cycle) => cycle.join(' → ')).join('\n')}`);
}
await build({
  root,
  configFile,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true },
  // styled-components ships CommonJS to Node, whose default import is then the module object
  // (`styled.span` is undefined); bundled, it resolves to its ESM build like in the browser.
  ssr: { noExternal: ['styled-components'] },
});
await import('./prerender.ts');
await precachePagesServedAsBuilt();
console.log(`precompressed ${await precompress(path.join(root, 'dist'))} files (.br, .gz)`);

/**
 * The prerendered pages the API sends as they were built (the live ones it renders afresh, decision
 * 0046) are precached under their own address, `/login` as the server answers it: offline they
 * open as online (decision 0082). They exist only now, after the worker was first written at the
 * end of the client build, so it is written again with them.
 */
async function precachePagesServedAsBuilt() {
  if (!serviceWorker || serviceWorker.disabled) throw new Error('The client build has no service worker plugin');
  const serverEntry = pathToFileURL(path.join(root, 'dist-ssr/entry-server.js')).href;
  const { prerenderedPages, livePages } = (await import(serverEntry)) as typeof EntryServer;
  const pages = await Promise.all(
    prerenderedPages
      .filter((page) => !livePages.includes(page))
      .map(async (page) => ({
        url: page.slice(1),
        revision: createHash('md5')
          .update(await readFile(path.join(root, 'dist', page, 'index.html')))
          .digest('hex'),
      })),
  );
  // Not the web manifest, which the plugin adds: the API serves it with the center's name, and a
  // precached copy would keep the name it was built with.
  const webManifest = (entry: string | { url: string }) =>
    (typeof entry === 'string' ? entry : entry.url) === 'manifest.webmanifest';
  serviceWorker.extendManifestEntries((entries) => [...entries.filter((entry) => !webManifest(entry)), ...pages]);
  await serviceWorker.generateSW();
}
