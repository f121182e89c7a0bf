/**
 * Lighthouse on the production build, served by the real API with demo data, in Debian's
 * Chromium. Two profiles per page: Lighthouse's default mobile profile, and the same with the
 * network throttled to 500 kbps (the spec's minimum connection, product §1). Each is run several times,
 * each time in a fresh Chromium, and the median run is printed (Lighthouse's own
 * `computeMedianRun`, as its variability guide advises): one run's total blocking time varies
 * by a third on a shared 2-core machine.
 *
 *   pnpm bench:lighthouse                      the public pages and the forms, 5 runs each
 *   pnpm bench:lighthouse /home /offerings     some pages
 *   pnpm bench:lighthouse --forms              the form pages only (decision 0033): /login, /register,
 *                                              /offerings/{id}/enroll, /support, and signed in as
 *                                              the demo reviewee /exams/{slug} (its intro screen)
 *                                              and /account
 *   pnpm bench:lighthouse --runs 9 --verbose   more runs; the LCP element and failing audits
 *   pnpm bench:lighthouse --out reports        also write each run's report (JSON, for the
 *                                              Lighthouse viewer or DevTools' trace import)
 *
 * Goals (docs/architecture.md#performance-budget): performance ≥ 95, accessibility 100, best practices ≥ 95, CLS ≤ 0.1,
 * LCP ≤ 2.5 s on the default profile; LCP ≤ 4 s at 500 kbps.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { SESSION_COOKIE_NAME } from '../../packages/domain/src/constants.ts';
import { chromiumArgs, chromiumExecutablePath } from '../../config/chromium.ts';
import { repoRoot, startApi } from '../lib/api-server.ts';

const { values: options, positionals: pages } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    verbose: { type: 'boolean', default: false },
    out: { type: 'string' },
    forms: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');

execFileSync(process.execPath, ['scripts/build.ts'], {
  cwd: path.join(repoRoot, 'apps/site'),
  stdio: ['ignore', 'ignore', 'inherit'],
});
const api = await startApi();

/** The demo seed's reviewee (demo mode, decision 0021): the signed-in pages are measured as them. */
const DEMO_REVIEWEE = { email: 'demo@review-center.local', password: 'demo-pass-2024' };
/** A mock exam the demo reviewee may take: its intro screen is what a reviewee first loads. */
const EXAM_SLUG = 'let-mock-exam-general-education';
/** Pages that need a session: measured signed in. */
const SIGNED_IN = [/^\/account$/, /^\/exams\//];

async function apiCall<T>(method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.baseUrl}/api/v2${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const publicPages = ['/home', '/offerings', '/announcements', '/lecturers'];
async function formPages() {
  const { docs } = await apiCall<{ docs: { _id: string }[] }>('GET', '/offerings?page=1&limit=1&published=true');
  if (!docs[0]) throw new Error('No published offering to enroll in');
  return ['/login', '/register', `/offerings/${docs[0]._id}/enroll`, '/support', `/exams/${EXAM_SLUG}`, '/account'];
}
const targets = pages.length ? pages : options.forms ? await formPages() : [...publicPages, ...(await formPages())];

/** Gives the browser on `port` the demo reviewee's session, as signing in would (its cookie). */
async function signIn(port: number) {
  const { token } = await apiCall<{ token: string }>('POST', '/users/sign-in', DEMO_REVIEWEE);
  const tabs = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const tab = tabs.find((target) => target.type === 'page');
  if (!tab) throw new Error('No page in the browser to sign in with');
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const answered = new Promise((resolve) => socket.addEventListener('message', resolve, { once: true }));
  socket.send(
    JSON.stringify({
      id: 1,
      method: 'Network.setCookie',
      params: { name: SESSION_COOKIE_NAME, value: token, url: api.baseUrl, path: '/' },
    }),
  );
  await answered;
  socket.close();
}

const profiles = [
  { id: 'default', name: 'mobile (default)', settings: {} },
  {
    id: '500kbps',
    name: 'mobile, 500 kbps',
    settings: {
      throttlingMethod: 'simulate',
      throttling: { rttMs: 150, throughputKbps: 500, cpuSlowdownMultiplier: 4 },
    },
  },
] as const;

/** The first DOM node Lighthouse names inside an audit's details (its HTML snippet). */
function findNode(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const value = details as { type?: string; snippet?: string };
  if (value.type === 'node' && value.snippet) return value.snippet;
  for (const child of Object.values(details)) {
    const found = findNode(child);
    if (found) return found;
  }
  return undefined;
}

const score = (value: number | null | undefined) =>
  value == null ? '  -' : String(Math.round(value * 100)).padStart(3);
/** One Lighthouse run in a Chromium of its own, so no run inherits another's processes. */
async function runOnce(url: string, settings: object, signedIn: boolean): Promise<RunnerResult | undefined> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutablePath, chromeFlags: chromiumArgs });
  try {
    if (signedIn) await signIn(chrome.port);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      // Signed in: the session cookie set above survives (Lighthouse otherwise clears the origin's storage).
      { extends: 'lighthouse:default', settings: { ...settings, ...(signedIn ? { disableStorageReset: true } : {}) } },
    );
    return result;
  } finally {
    chrome.kill();
  }
}

/** Writes a run's report and its trace (for DevTools' Performance panel) into `dir`. */
async function save(dir: string, name: string, { lhr, artifacts }: RunnerResult) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.report.json`), JSON.stringify(lhr));
  await writeFile(path.join(dir, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
}

try {
  console.log(`Median of ${runs} run${runs === 1 ? '' : 's'} per page and profile`);
  console.log(
    'page                              profile             perf  a11y  best   FCP (s)  LCP (s)   CLS    TBT (ms)  SI (s)',
  );
  for (const target of targets) {
    for (const profile of profiles) {
      const lhrs: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        const signedIn = SIGNED_IN.some((pattern) => pattern.test(target));
        const result = await runOnce(`${api.baseUrl}${target}`, { ...profile.settings }, signedIn);
        if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
        const { lhr } = result;
        if (options.out)
          await save(options.out, `${target.slice(1).replaceAll('/', '_')}-${profile.id}-${run + 1}`, result);
        if (lhr.runtimeError)
          console.log(`${target} ${profile.name}: a run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        lhrs.push(lhr);
      }
      const valid = filterToValidRuns(lhrs);
      if (!valid.length) {
        console.log(`${target.padEnd(33)} ${profile.name.padEnd(18)} no valid run`);
        continue;
      }
      const { categories, audits } = computeMedianRun(valid) as Result;
      const lcp = (audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000;
      const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const tbt = audits['total-blocking-time']?.numericValue ?? NaN;
      const fcp = (audits['first-contentful-paint']?.numericValue ?? NaN) / 1000;
      const si = (audits['speed-index']?.numericValue ?? NaN) / 1000;
      console.log(
        `${target.padEnd(33)} ${profile.name.padEnd(18)} ${score(categories.performance?.score)}   ${score(categories.accessibility?.score)}   ${score(categories['best-practices']?.score)}   ${fcp.toFixed(2).padStart(6)}   ${lcp.toFixed(2).padStart(6)}   ${cls.toFixed(3)}   ${Math.round(tbt).toString().padStart(5)}    ${si.toFixed(2).padStart(5)}`,
      );
      if (valid.length > 1) {
        const each = (pick: (lhr: Result) => number) => valid.map((lhr) => Math.round(pick(lhr))).join(', ');
        console.log(
          `    each run: perf ${each((lhr) => (lhr.categories.performance?.score ?? NaN) * 100)}; TBT ms ${each((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? NaN)}; LCP ms ${each((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)}`,
        );
      }
      if (options.verbose) {
        // What to look at when a figure misses its goal: the LCP element, the failing audits.
        const lcpNode = findNode(
          audits['largest-contentful-paint-element']?.details ?? audits['lcp-breakdown-insight']?.details,
        );
        console.log(`    LCP element: ${lcpNode ?? 'unknown'}`);
        for (const [id, audit] of Object.entries(audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
            console.log(`    ${id}: ${audit.displayValue ?? audit.score}`);
        }
      }
    }
  }
} finally {
  await api.stop();
}
