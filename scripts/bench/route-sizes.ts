/**
 * First-load JavaScript per route of the built site, gzipped, and each route's budget: shared by
 * `pnpm bench:bundle` (which prints them) and bundle-budget.test.ts (which fails the test command
 * when a route is over). Sizes come from the built files and Vite's manifest only, so they are
 * the same on every machine (decision 0033).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export const siteDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/site/dist');
const manifestPath = path.join(siteDist, '.vite/manifest.json');

export const KB = 1024;

/**
 * The budgets, in KB gzipped at first load: every route 200, the two forms a visitor
 * meets first 180, /home 160 (docs/architecture.md#performance-budget).
 */
const GOAL_KB: Readonly<Record<string, number>> = { home: 160, login: 180, support: 180 };
const DEFAULT_GOAL_KB = 200;

/**
 * Routes still above their goal, held within 1 KB of where they stand so they cannot grow while
 * the work to bring them down goes on (a ratchet: lower these as routes shrink; raise one only for
 * a feature that needs the bytes, with the reason beside it; delete an entry once its route meets
 * its goal; decision 0033). Empty since 2026-11-26: /home and /support met their goals once the
 * shell's shared modules came in one chunk each (decision 0055).
 */
const CEILING_KB: Readonly<Record<string, number>> = {};

export interface RouteSize {
  /** The route's module under src/routes, without `.tsx` (its route id). */
  route: string;
  /** First-load JavaScript, gzip -9, in bytes. */
  bytes: number;
  /** The same files as the server sends them (the Brotli copies the build wrote). */
  brotliBytes: number;
  chunks: number;
  files: string[];
  /** The manifest's keys of those chunks (source modules and shared chunks). */
  modules: string[];
  /** The route's goal (docs/architecture.md#performance-budget), KB. */
  goalKb: number;
  /** What the test enforces: the goal, or the route's ceiling while it is above it, KB. */
  budgetKb: number;
}

/** Whether the site has been built (the test command builds it before Vitest runs). */
export const isSiteBuilt = () => existsSync(manifestPath);

/**
 * Every route's first load: the entry chunk and the app it starts (boot.ts imports src/main.tsx
 * once the page has loaded: first-load code all the same), the route's lazy chunk and everything
 * these import statically — what the browser downloads before the page is interactive. Chunks a
 * page imports dynamically (a date picker, a file sniffer) load after it and are not counted.
 */
export function measureRoutes(dist = siteDist): RouteSize[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  const brotliSizeOf = (file: string) => {
    const compressed = path.join(dist, `${file}.br`);
    return existsSync(compressed) ? statSync(compressed).size : NaN;
  };
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest: build the site first.');
  const entry = closure(entryKey);
  for (const key of manifest[entryKey]!.dynamicImports ?? []) closure(key, entry);
  return Object.keys(manifest)
    .filter((key) => key.startsWith('src/routes/'))
    .map((routeKey) => {
      const route = routeKey.replace('src/routes/', '').replace(/\.tsx$/, '');
      const keys = new Set([...entry, ...closure(routeKey)]);
      const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
      const goalKb = GOAL_KB[route] ?? DEFAULT_GOAL_KB;
      return {
        route,
        bytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
        brotliBytes: files.reduce((sum, file) => sum + brotliSizeOf(file), 0),
        chunks: files.length,
        files,
        modules: [...keys],
        goalKb,
        budgetKb: CEILING_KB[route] ?? goalKb,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
