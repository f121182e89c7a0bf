/**
 * The site's production build: the client bundle, then a server bundle of entry-server.tsx
 * used only to prerender the public pages (scripts/prerender.ts), which is removed afterwards.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

process.env.NODE_ENV = 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(root, 'vite.config.ts');

await build({ root, configFile });
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
