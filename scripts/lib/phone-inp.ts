/**
 * What the interaction benchmarks share (bench:exam-inp, bench:practice-inp): the demo reviewee
 * signed in on a phone profile, Chromium's CPU slowed four times through the DevTools protocol
 * (Emulation.setCPUThrottlingRate, as Lighthouse's mobile runs do), and two readings of each
 * interaction watched: Chromium's own Event Timing entries (the INP metric's source: from the key
 * to the next paint, in 8 ms steps, none under 16 ms), and in the page, from the key to a task
 * after the next frame.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../config/chromium.ts';

/** Which interactions count: a key pressed on an element inside `within`, its text `text` if given. */
export interface Watched {
  within: string;
  key: string;
  text?: string;
}

interface Readings {
  measured: number[];
  /** The watched key presses' times (`event.timeStamp`, an Event Timing entry's `startTime`). */
  starts: number[];
  /** Every interaction's Event Timing figure and start, by interactionId. */
  interactions: Record<number, { duration: number; start: number }>;
}

/** A phone-sized page, signed in as the demo reviewee of demo mode (decision 0021), CPU ×4. */
export async function phonePage(baseUrl: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  // Signed in from the browser's own cookie jar: the API registers the browser that signs in as
  // the account's one device (decision 0068), and refuses a session used from any other.
  const signIn = await context.request.post('/api/v2/users/sign-in', {
    data: { email: 'demo@review-center.local', password: 'demo-pass-2024' },
  });
  const { token } = (await signIn.json()) as { token: string };
  await context.addCookies([{ name: 'met-token', value: token, url: baseUrl }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { browser, page };
}

/** Starts recording the interactions `watched` describes. */
export async function watchInteractions(page: Page, watched: Watched): Promise<void> {
  await page.evaluate(({ within, key, text }) => {
    const w = window as unknown as { __inp: Readings };
    w.__inp = { measured: [], starts: [], interactions: {} };
    // An interaction's figure is its longest event (keydown, keyup, click, input share its
    // interactionId), from the key to the next paint. Every one is kept and matched to a watched
    // key press by its start: an entry's target is null once the element has left the page, as
    // "Check answer" does when the feedback replaces it.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        const known = w.__inp.interactions[entry.interactionId];
        w.__inp.interactions[entry.interactionId] = {
          duration: Math.max(known?.duration ?? 0, entry.duration),
          start: Math.min(known?.start ?? Infinity, entry.startTime),
        };
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    // From the key to a task after the next frame: input delay, processing, rendering, and
    // whatever else ran before that task.
    document.addEventListener(
      'keydown',
      (event) => {
        const target = event.target;
        if (event.key !== key || !(target instanceof Element) || target.closest(within) === null) return;
        if (text !== undefined && target.textContent?.trim() !== text) return;
        const start = event.timeStamp;
        w.__inp.starts.push(start);
        requestAnimationFrame(() => setTimeout(() => w.__inp.measured.push(performance.now() - start), 0));
      },
      { capture: true },
    );
  }, watched);
}

/** Waits until the page has measured `count` interactions. */
export async function measuredAtLeast(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => (window as unknown as { __inp: Readings }).__inp.measured.length >= n, count);
}

/** Prints the median, p98 and worst of both readings of `count` interactions. */
export async function reportInteractions(page: Page, heading: string, count: number): Promise<void> {
  // Chromium writes an interaction's entry after its next paint.
  await page.waitForTimeout(500);
  const { measured, starts, interactions } = await page.evaluate(
    () => (window as unknown as { __inp: Readings }).__inp,
  );
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
    return `median ${at(0.5).toFixed(1)} ms, p98 ${at(0.98).toFixed(1)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
  };
  // Chromium reports no entry under 16 ms: such an interaction counts as 16 ms, its upper bound.
  const reported = Object.values(interactions)
    .filter((interaction) => starts.some((start) => Math.abs(start - interaction.start) < 1))
    .map((interaction) => interaction.duration);
  const inp = [...reported, ...Array<number>(Math.max(0, count - reported.length)).fill(16)];
  console.log(heading);
  console.log(
    `  Event Timing (INP), key to next paint: ${summary(inp)}; ${count - reported.length} of ${count} under 16 ms`,
  );
  console.log(`  key to a task after the next frame (in page): ${summary(measured)}`);
}
