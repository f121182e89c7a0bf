import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from './support/api.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { signInToConsole } from './support/console.ts';
import { JOURNEY_MS, STEP_MS } from './support/waits.ts';

/*
 * Every area of the console, as the administrator (who may use them all) opens it from the
 * navigation, and the first record its list links to, at a desk's 1280 px and a small laptop's
 * 1024 px: no page scrolls sideways, no table runs past the window (or past the region it scrolls
 * in), no call fails, and axe finds nothing.
 */

const { newPage } = useBrowser();

/** What runs past the window's right edge: the page itself, or an element wider than the viewport. */
function overflowing(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  if (document.documentElement.scrollWidth > width) {
    found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  }
  for (const element of document.querySelectorAll('main table, main [role="grid"], main form')) {
    // A table that scrolls inside its own region (the cohort heatmap's, decision 0085) is as wide
    // as that region on the page.
    const region = element.closest('main [role="region"]');
    const scrolls = region !== null && getComputedStyle(region).overflowX === 'auto';
    const right = (scrolls ? region : element).getBoundingClientRect().right;
    if (right > width + 1)
      found.push(
        `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? ''} ends at ${Math.round(right)} px`,
      );
  }
  return found;
}

async function walk(page: Page) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const nav = page.getByRole('navigation', { name: 'Console' });
  const areas = await nav.getByRole('link').allTextContents();
  expect(areas.length).toBeGreaterThan(10);
  const problems: string[] = [];
  /** The page at rest (its data loaded, no spinner), measured and read by axe. */
  const check = async (name: string) => {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator('main [role="status"][aria-label^="Loading"]').first().waitFor({ state: 'detached' });
    for (const problem of await page.evaluate(overflowing)) problems.push(`${name}: ${problem}`);
    await expectNoAxeViolations(page);
  };
  for (const area of areas) {
    await nav.getByRole('link', { name: area, exact: true }).click();
    await check(area);
    // The area's first record, when its list links to one: a record page is a console page too.
    const record = page.locator('main table tbody a[href^="/staff/"]').first();
    if ((await record.count()) === 0) continue;
    const name = `${area} → ${await record.textContent()}`;
    await record.click();
    await check(name);
  }
  expect(problems).toEqual([]);
  expect(failed).toEqual([]);
}

describe('the console at a desk', { timeout: JOURNEY_MS }, () => {
  for (const width of [1280, 1024]) {
    it(`should fit every area and record in ${width} px, with no failed call and no axe violation`, async () => {
      const page = await newPage();
      page.setDefaultTimeout(STEP_MS);
      await page.setViewportSize({ width, height: 800 });
      await signInToConsole(page, DEMO_ADMIN);
      await walk(page);
    });
  }
});
