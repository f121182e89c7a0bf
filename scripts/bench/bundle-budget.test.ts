import { describe, expect, it } from 'vitest';
import { isSiteBuilt, KB, measureRoutes } from './route-sizes.ts';

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
