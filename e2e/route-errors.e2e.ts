import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/lib/api-server.ts';
import { expectNoAxeViolations, useBrowser, waitForHydration } from './support/browser.ts';
import { JOURNEY_MS } from './support/waits.ts';

const browser = useBrowser();
const openPages: Page[] = [];

async function newPage(): Promise<Page> {
  const page = await browser.newPage();
  openPages.push(page);
  return page;
}

afterEach(async () => {
  await Promise.all(openPages.splice(0).map((page) => page.context().close()));
});

/** The built file of a route's own chunk (global-setup builds the site before any test runs). */
function routeChunk(route: string): string {
  const manifest = JSON.parse(readFileSync(`${repoRoot}/apps/site/dist/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[`src/routes/${route}.tsx`];
  if (!chunk) throw new Error(`No chunk for src/routes/${route}.tsx in the site's build manifest`);
  return chunk.file;
}

// The machine's CPU is shared by parallel builds; a page that takes 3 s alone can take 30 s then.
describe('route errors', { timeout: JOURNEY_MS }, () => {
  it("should offer to try again when a page's code fails to arrive, then show the page", async () => {
    const page = await newPage();
    // The connection drops just as the FAQ's code is requested, and is back for the next request.
    let requests = 0;
    await page.route(`**/${routeChunk('faq')}`, (route) => {
      requests += 1;
      return requests === 1 ? route.abort('internetdisconnected') : route.continue();
    });
    await page.goto('/home');
    await waitForHydration(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'This page could not be loaded' });
    await heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/faq');
    expect(requests).toBe(1);
    // In the site's layout, not the router's default screen.
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    await page
      .getByText(
        'The connection may have dropped while the page was on its way. Check your connection, then try again.',
      )
      .waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(requests).toBe(2);
    expect(await heading.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/faq');
  });
});
