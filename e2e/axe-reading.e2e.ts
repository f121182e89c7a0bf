import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../config/chromium.ts';
import { readAxe } from './support/browser.ts';

/**
 * The journeys' accessibility check judges a page at rest (support/browser.ts). A notification
 * that starts fading in just before a reading, with no start event left to hear, once failed the
 * discussions journey in CI with a contrast violation on its half-transparent text.
 */
describe('an axe reading', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions);
  });
  afterAll(() => browser?.close());

  const notification = (animation: string) => `<!doctype html><html lang="en"><title>Reading</title>
    <style>@keyframes fade-in { from { opacity: 0.2 } to { opacity: 1 } }
    p { color: #1a1a1a; background: #fff; animation: ${animation}; }</style>
    <main><p>Reply posted</p></main></html>`;

  it('should count a fade already running when it starts as movement, not as a violation that stands', async () => {
    const page = await browser.newPage();
    await page.setContent(notification('fade-in 60s linear'));
    const reading = await readAxe(page);
    expect(reading.violations.join()).toMatch(/^color-contrast/);
    expect(reading.moved).toBe(true);
  });

  it('should let a reading of the page at rest stand', async () => {
    const page = await browser.newPage();
    await page.setContent(notification('none'));
    expect(await readAxe(page)).toEqual({ violations: [], moved: false });
  });
});
