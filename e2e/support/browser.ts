import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromiumLaunchOptions } from '../../config/chromium.ts';
import { DEVICE_COOKIE, E2E_DEVICE } from './api.ts';
import { dumpName } from './dump-name.ts';
import { server } from './server.ts';

const require = createRequire(import.meta.url);

/**
 * Starts Debian's Chromium once per test file and gives each test fresh pages, closed after the
 * test so that finished pages stop using the shared CPU.
 */
export function useBrowser() {
  let browser: Browser;
  const openPages: Page[] = [];
  const profiles: string[] = [];
  const trails = new WeakMap<Page, string[]>();
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions);
  });
  afterEach(async (context) => {
    const pages = openPages.splice(0);
    if (context.task.result?.state === 'fail') {
      const dumps = await Promise.all(pages.map((page) => whatThePageShows(page, trails.get(page) ?? [])));
      for (const dump of dumps) console.error(dump);
      // The soak (scripts/soak.ts) collects each failure's pages from this folder.
      const folder = process.env.E2E_FAILURE_DIR;
      if (folder && dumps.length > 0) {
        const name = dumpName(context.task.name);
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, `${name}-${Date.now()}.txt`), dumps.join('\n\n'));
      }
    }
    await Promise.all(pages.map((page) => page.context().close()));
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(profiles.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const { baseUrl } = server();
  return {
    baseUrl,
    /**
     * A new page in a new context (no storage, and no cookie but the test machine's device
     * identifier, decision 0068), optionally as a phone, without JavaScript, or as another
     * device: `device` names its identifier, null none at all. Without the site's service worker
     * unless `serviceWorkers` allows it: in a fresh context every journey would install it and
     * download its precache again, and its copies could answer for the server (decision 0082).
     * Every context is incognito, where Chromium installs no app, unless `regularProfile` asks for
     * a browser of its own with a profile in a temporary folder.
     */
    async newPage(
      options: {
        mobile?: boolean;
        javaScriptEnabled?: boolean;
        device?: string | null;
        serviceWorkers?: 'allow' | 'block';
        regularProfile?: boolean;
      } = {},
    ): Promise<Page> {
      const contextOptions = {
        baseURL: baseUrl,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        serviceWorkers: options.serviceWorkers ?? 'block',
        ...(options.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
      };
      let context: BrowserContext;
      if (options.regularProfile) {
        const profile = await mkdtemp(path.join(tmpdir(), 'review-center-profile-'));
        profiles.push(profile);
        context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, ...contextOptions });
      } else {
        context = await browser.newContext(contextOptions);
      }
      const device = options.device === undefined ? E2E_DEVICE : options.device;
      if (device !== null) {
        await context.addCookies([
          { name: DEVICE_COOKIE, value: device, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
        ]);
      }
      const page = await context.newPage();
      // Playwright switches file-chooser interception on when the first listener is added, and
      // asynchronously: a chooser opened right after `waitForEvent('filechooser')` could beat it
      // and never be reported (microsoft/playwright#776). A listener from the start keeps it on.
      page.on('filechooser', () => undefined);
      // What a failed journey's report shows of the page: its errors and the calls that failed.
      const trail: string[] = [];
      trails.set(page, trail);
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          trail.push(`console ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => trail.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) =>
        trail.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
      );
      page.on('response', (response) => {
        if (response.status() >= 400)
          trail.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
      });
      openPages.push(page);
      return page;
    },
  };
}

/** A failed journey's page as a person would describe it: where it is, what it says, what went wrong. */
async function whatThePageShows(page: Page, trail: string[]): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((error: Error) => `(unreadable: ${error.message})`);
  // innerText leaves out what the fields hold: each field's name, value and validity, as read aloud.
  const fields = await page
    .evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), textarea, [role=spinbutton]')].map(
        (field) => {
          const name =
            field.labels?.[0]?.textContent ??
            field.getAttribute('aria-label') ??
            document.getElementById(field.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent ??
            field.name;
          const value =
            field.type === 'radio' || field.type === 'checkbox'
              ? field.checked
                ? 'checked'
                : 'not checked'
              : field.type === 'file'
                ? `${field.files?.length ?? 0} files`
                : (field.value ?? field.textContent);
          return `${name}: ${JSON.stringify(value)}${field.getAttribute('aria-invalid') === 'true' ? ' (invalid)' : ''}`;
        },
      ),
    )
    .catch(() => []);
  return [
    `The page at the failure: ${page.url()}`,
    text.replace(/\n{2,}/g, '\n').slice(0, 3_000),
    ...(fields.length > 0 ? ['Its fields:', ...fields] : []),
    ...(trail.length > 0 ? ['What went wrong in the page:', ...trail.slice(-30)] : []),
  ].join('\n');
}

/** Gives the page's browser this session token, as signing in would (the `met-token` cookie). */
export async function withSession(page: Page, token: string) {
  await page.context().addCookies([{ name: 'met-token', value: token, url: server().baseUrl }]);
}

/**
 * Waits until React has hydrated the page (main.tsx marks #root): the public pages arrive
 * rendered by the server, so their lists show before anything on them responds to a click.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
}

const axeSource = readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page at rest and fails on any WCAG A or AA violation. */
export async function expectNoAxeViolations(page: Page) {
  // Judge the page at rest: a fading slide, dialog or notification has partly transparent text,
  // which axe would measure mid-fade. Endless animations (spinners) are left running. Something
  // that moves while axe reads the page (a notification arriving from the server) makes a reading
  // with violations void: it is taken again once the page is still.
  for (let reading = 1; ; reading += 1) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    const { violations, moved } = await readAxe(page);
    // A reading taken while nothing moved, or with nothing to report, stands; a page that never
    // keeps still (a clock's every tick) is judged on its third reading.
    if (!moved || violations.length === 0 || reading === 3) {
      expect(violations).toEqual([]);
      return;
    }
  }
}

/**
 * One axe reading of the page: its WCAG A and AA violations, and whether anything moved while it
 * was taken. Moving means an animation or transition that started during the reading, or one
 * already running when it began or still running when it ended: a notification whose code arrives
 * between the wait for stillness and the reading starts fading in before any start event could be
 * heard (the discussions journey's toast, measured mid-fade in CI).
 */
export async function readAxe(page: Page): Promise<{ violations: string[]; moved: boolean }> {
  // Evaluated through the DevTools protocol, not as a <script>: the site's CSP stays in force.
  await page.evaluate(await axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: object,
            opts: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const moving = () =>
      document
        .getAnimations()
        .some(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
    let started = moving();
    const onStart = () => (started = true);
    for (const type of ['animationstart', 'transitionstart']) document.addEventListener(type, onStart, true);
    // React Aria's off-screen live announcer holds transient nodes (e.g. a busy button's
    // role="img" spinner) that are announced, not shown; the pages themselves are all checked.
    const result = await axe.run(
      { include: [['body']], exclude: [['[data-live-announcer]']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    );
    for (const type of ['animationstart', 'transitionstart']) document.removeEventListener(type, onStart, true);
    return {
      violations: result.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
      moved: started || moving(),
    };
  });
}
