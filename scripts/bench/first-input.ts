/**
 * First input at 500 kbps (decision 0044): how soon after navigation a reviewee on the spec's
 * minimum connection (product §1) can type into a form page's first field. Debian's Chromium on a
 * phone viewport, the network at 500 kbps with a 150 ms round trip and the CPU slowed four times
 * (Lighthouse's 500 kbps profile in lighthouse.ts), through the DevTools protocol; a fresh context
 * (cold cache) for every run. From the navigation's start, each run times:
 *
 * - field: the first text field of the page's form is on screen and enabled. A field the server
 *   rendered takes keys from then on, and keeps them through the app's start
 *   (e2e/form-before-app.e2e.ts); a disabled stand-in does not count.
 * - typed: a key typed into that field shows in it, as Playwright types it, trying again until
 *   it does.
 * - app: the app has started (main.tsx marks #root hydrated).
 *
 * Prints the median of each per page. Goal: the enrollment wizard's first field takes typing
 * within 4 s.
 *
 *   pnpm bench:first-input                   /login, /register, /offerings/{id}/enroll, /support; 5 runs
 *   pnpm bench:first-input --runs 3 /login   some pages, fewer runs
 *
 * The site must be built (pnpm --filter @review-center/site build).
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../config/chromium.ts';
import { startApi } from '../lib/api-server.ts';

const { values: options, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '5' } },
  allowPositionals: true,
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');

/** The first text field of the page's form, as a reviewee's thumb finds it. */
const FIELD =
  'main form input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), main form textarea';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Watches, from the page's first script, for the field and the app's start (times since navigation). */
function watch(selector: string) {
  const w = window as unknown as { __firstInput: { field?: number; app?: number } };
  w.__firstInput = {};
  const done = () => w.__firstInput.field !== undefined && w.__firstInput.app !== undefined;
  const check = () => {
    const field = document.querySelector<HTMLInputElement>(selector);
    if (w.__firstInput.field === undefined && field && !field.disabled && field.getClientRects().length > 0)
      w.__firstInput.field = performance.now();
    if (w.__firstInput.app === undefined && document.getElementById('root')?.dataset.hydrated === 'true')
      w.__firstInput.app = performance.now();
    if (done()) observer.disconnect();
  };
  // Checked as soon as the parser or the app adds anything, so the server's HTML is seen before
  // any frame is painted, and at every frame for what changes without a mutation.
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributeFilter: ['disabled', 'data-hydrated'] });
  const frame = () => {
    check();
    if (!done()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function measure(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (500 * 1000) / 8,
    uploadThroughput: (500 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(watch, FIELD);
  await page.goto(url, { waitUntil: 'commit' });
  const field = page.locator(FIELD).first();
  // Typed: a key that shows in the field. Before the field exists, or while it is a disabled
  // stand-in, the attempt fails and is made again.
  let typed = Number.NaN;
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await field.pressSequentially('a', { timeout: 250 });
      if ((await field.inputValue({ timeout: 250 })).includes('a')) {
        typed = await page.evaluate(() => performance.now());
        break;
      }
    } catch {
      // Not there yet, or not enabled yet.
    }
  }
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true', undefined, {
    timeout: 60_000,
  });
  const times = await page.evaluate(
    () => (window as unknown as { __firstInput: { field: number; app: number } }).__firstInput,
  );
  return { field: times.field, typed, app: times.app };
}

const api = await startApi();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const offerings = (await (await fetch(`${api.baseUrl}/api/v2/offerings?page=1&limit=1&published=true`)).json()) as {
    docs: { _id: string }[];
  };
  const offering = offerings.docs[0]?._id;
  if (!offering) throw new Error('No published offering to enroll in');
  const pages = positionals.length ? positionals : ['/login', '/register', `/offerings/${offering}/enroll`, '/support'];
  console.log(`First input at 500 kbps, 150 ms RTT, CPU ×4; median of ${runs} cold runs`);
  console.log('Page'.padEnd(44) + 'field'.padStart(10) + 'typed'.padStart(10) + 'app'.padStart(10));
  for (const url of pages) {
    const results: { field: number; typed: number; app: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        baseURL: api.baseUrl,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        results.push(await measure(await context.newPage(), url));
      } finally {
        await context.close();
      }
    }
    console.log(
      url.padEnd(44) +
        seconds(median(results.map((r) => r.field))).padStart(10) +
        seconds(median(results.map((r) => r.typed))).padStart(10) +
        seconds(median(results.map((r) => r.app))).padStart(10),
    );
  }
} finally {
  await browser.close();
  await api.stop();
}
