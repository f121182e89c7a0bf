import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSiteBuilt, KB, measureRoutes, siteDist } from './route-sizes.ts';

/**
 * Every route's first-load JavaScript within its budget (decision 0033). Reads the site the test
 * command has just built (REVIEW_CENTER_BUILT) and gzips its files: no build here, well under a
 * second. Sizes are deterministic, unlike timings, so they may fail the build.
 */
describe.skipIf(!process.env.REVIEW_CENTER_BUILT && !isSiteBuilt())('first-load JavaScript per route', () => {
  it('should keep every route within its budget', () => {
    const routes = measureRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const over = routes
      .filter((route) => route.bytes > route.budgetKb * KB)
      .map((route) => `${route.route}: ${(route.bytes / KB).toFixed(1)} KB gzipped, budget ${route.budgetKb} KB`);
    expect(over).toEqual([]);
  });
});

/** What the service worker may precache, in bytes as built (decision 0082). */
const PRECACHE_BUDGET = 1024 * KB;

/**
 * The files the service worker's precache lists (the `precacheAndRoute` call Workbox writes into
 * sw.js) and their bytes: what a reviewee's phone downloads once the worker installs. A page
 * precached under its own address (`login`) is the prerendered `login/index.html`.
 */
function precachedFiles(dist = siteDist): { file: string; bytes: number }[] {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const list = /precacheAndRoute\((\[[^\]]*\])/.exec(worker)?.[1];
  if (!list) throw new Error('No precacheAndRoute([...]) in sw.js');
  return [...list.matchAll(/url:"([^"]+)"/g)].map(([, url]) => {
    const file = path.extname(url!) === '' ? path.join(url!, 'index.html') : url!;
    if (!existsSync(path.join(dist, file)))
      throw new Error(`sw.js precaches ${url}, which the build has no ${file} for`);
    return { file, bytes: statSync(path.join(dist, file)).size };
  });
}

describe.skipIf(!process.env.REVIEW_CENTER_BUILT && !isSiteBuilt())("the service worker's precache", () => {
  it('should stay within 1 MB', () => {
    const files = precachedFiles();
    expect(files.map((entry) => entry.file)).toContain('index.html');
    const bytes = files.reduce((sum, entry) => sum + entry.bytes, 0);
    const largest = [...files].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
    expect(
      bytes,
      `${(bytes / KB).toFixed(1)} KB in ${files.length} files; the largest: ${largest.map((entry) => `${entry.file} ${(entry.bytes / KB).toFixed(1)} KB`).join(', ')}`,
    ).toBeLessThanOrEqual(PRECACHE_BUDGET);
  });
});
