/**
 * The site's production build: the client bundle, then a server bundle of entry-server.tsx
 * that prerenders the public pages (scripts/prerender.ts) and that the API renders the live
 * pages with; last, a Brotli and a gzip copy of every text file (scripts/precompress.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chunkCycles } from './chunk-cycles.ts';
import { precompress } from './precompress.ts';

process.env.NODE_ENV = 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(root, 'vite.config.ts');

await build({ root, configFile });
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
console.log(`precompressed ${await precompress(path.join(root, 'dist'))} files (.br, .gz)`);
