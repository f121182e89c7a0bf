/**
 * Lighthouse on the production build, served by the real API with demo data, in Debian's
 * Chromium. Two runs per page: Lighthouse's default mobile profile, and the same with the
 * network throttled to 500 kbps (the spec's minimum connection, §1).
 *
 *   pnpm bench:lighthouse                      all public pages
 *   pnpm bench:lighthouse /home /offerings     some pages
 *
 * Goals (issue 7): performance ≥ 95, accessibility 100, best practices ≥ 95, CLS ≤ 0.1,
 * LCP ≤ 2.5 s on the default profile; LCP ≤ 4 s at 500 kbps.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutablePath } from '../../config/chromium.ts';
import { repoRoot, startApi } from '../lib/api-server.ts';

const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = pages.length ? pages : ['/home', '/offerings', '/announcements', '/lecturers'];

execFileSync(process.execPath, ['scripts/build.ts'], {
  cwd: path.join(repoRoot, 'apps/site'),
  stdio: ['ignore', 'ignore', 'inherit'],
});
const api = await startApi();
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutablePath, chromeFlags: chromiumArgs });

const profiles = [
  { name: 'mobile (default)', settings: {} },
  {
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
try {
  console.log('page            profile             perf  a11y  best   FCP (s)  LCP (s)   CLS    TBT (ms)  SI (s)');
  for (const target of targets) {
    for (const profile of profiles) {
      const result = await lighthouse(
        `${api.baseUrl}${target}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        { extends: 'lighthouse:default', settings: { ...profile.settings } },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError)
        console.log(`${target} ${profile.name}: Lighthouse failed: ${runtimeError.code} ${runtimeError.message}`);
      const lcp = (audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000;
      const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const tbt = audits['total-blocking-time']?.numericValue ?? NaN;
      const fcp = (audits['first-contentful-paint']?.numericValue ?? NaN) / 1000;
      const si = (audits['speed-index']?.numericValue ?? NaN) / 1000;
      console.log(
        `${target.padEnd(15)} ${profile.name.padEnd(18)} ${score(categories.performance?.score)}   ${score(categories.accessibility?.score)}   ${score(categories['best-practices']?.score)}   ${fcp.toFixed(2).padStart(6)}   ${lcp.toFixed(2).padStart(6)}   ${cls.toFixed(3)}   ${Math.round(tbt).toString().padStart(5)}    ${si.toFixed(2).padStart(5)}`,
      );
      if (process.argv.includes('--verbose')) {
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
  chrome.kill();
  await api.stop();
}
