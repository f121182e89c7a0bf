/**
 * First-load JavaScript per route of the built site, gzipped: the entry chunk and the app it
 * starts, the route's lazy chunk and everything these import statically (what the browser must download before the
 * page is interactive). Reads Vite's manifest; run after `pnpm --filter @review-center/site build`.
 *
 *   pnpm bench:bundle            prints a table
 *   pnpm bench:bundle --json     machine-readable
 *
 * Budget (docs/architecture.md#performance-budget): /home at most 160 KB gzipped, and ApexCharts in no route but My Progress.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/site/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file)!;
};
/** What the server sends: the Brotli copy the build wrote (apps/site/scripts/precompress.ts). */
const brotliSizeOf = (file: string) => statSync(path.join(dist, `${file}.br`)).size;

/** The chunk's own file and, recursively, its static imports. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest: build the site first.');
// The entry (src/boot.ts) starts the app with a dynamic import of src/main.tsx once the page
// has loaded: the app and its static imports are first-load code all the same.
const entry = closure(entryKey);
for (const key of manifest[entryKey]!.dynamicImports ?? []) closure(key, entry);
const routes = Object.keys(manifest).filter((key) => key.startsWith('src/routes/'));

const KB = 1024;
const rows = routes.map((routeKey) => {
  const keys = new Set([...entry, ...closure(routeKey)]);
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
  const brotliBytes = files.reduce((sum, file) => sum + brotliSizeOf(file), 0);
  const hasApexCharts =
    files.some((file) => /apexcharts/i.test(file)) || [...keys].some((key) => /apexcharts/i.test(key));
  return {
    route: routeKey.replace('src/routes/', ''),
    kb: Math.round((bytes / KB) * 10) / 10,
    brotliKb: Math.round((brotliBytes / KB) * 10) / 10,
    chunks: files.length,
    hasApexCharts,
  };
});

if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else {
  console.log('First-load JS per route: gzip -9 (the budget), and Brotli (what the server sends)');
  for (const row of rows.sort((a, b) => a.route.localeCompare(b.route))) {
    console.log(
      `  ${row.route.padEnd(36)} ${row.kb.toFixed(1).padStart(7)} KB  ${row.brotliKb.toFixed(1).padStart(7)} KB br  ${String(row.chunks).padStart(2)} chunks${row.hasApexCharts ? '  (ApexCharts)' : ''}`,
    );
  }
  const home = rows.find((row) => row.route === 'home.tsx');
  if (home)
    console.log(
      `\n/home: ${home.kb.toFixed(1)} KB gzipped of a 160 KB budget (${home.brotliKb.toFixed(1)} KB as sent, in Brotli)${home.hasApexCharts ? ', and it contains ApexCharts!' : ''}`,
    );
}

/*
 * The staff console (apps/staff, decision 0025): its own budget, 250 KB gzipped on its first
 * page, the scripts its page loads at once (the entry and what it preloads).
 */
const staffDist = path.resolve(dist, '../../staff/dist');
const staffPage = readFileSync(path.join(staffDist, 'index.html'), 'utf8');
const staffScripts = [...staffPage.matchAll(/(?:src|href)="\/staff\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
const staffKb =
  staffScripts.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(staffDist, file)), { level: 9 }).length, 0) /
  KB;
if (process.argv.includes('--json'))
  console.log(JSON.stringify({ staff: { kb: staffKb, chunks: staffScripts.length } }));
else console.log(`/staff: ${staffKb.toFixed(1)} KB gzipped of its 250 KB budget (${staffScripts.length} scripts)`);
