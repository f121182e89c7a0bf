/**
 * Runs every kind of test (the static checks one after another, then two Vitest runs side by
 * side on the 2-core machines) and ends with one line:
 * `N passed, N failed`. Each static check (eslint, prettier, typecheck, builds) counts as one;
 * every Vitest test (unit, component, story, end-to-end) counts as one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'eslint', command: ['pnpm', 'exec', 'eslint', '.', '--max-warnings=0'] },
  { name: 'prettier', command: ['pnpm', 'exec', 'prettier', '--check', '.', '--log-level=warn'] },
  // Every export, file and dependency used (knip.jsonc), and every citation resolving in docs/.
  { name: 'unused exports (knip)', command: ['pnpm', 'exec', 'knip', '--no-progress'] },
  { name: 'citations', command: ['pnpm', 'exec', 'node', 'scripts/check-citations.ts'] },
  { name: 'typecheck', command: ['pnpm', 'run', '--silent', 'typecheck'] },
  { name: 'build packages and site', command: ['pnpm', '-r', '--workspace-concurrency=1', 'build'] },
  { name: 'build storybook', command: ['pnpm', 'exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static'] },
];

let passed = 0;
let failed = 0;
const failures: string[] = [];
const started = Date.now();

function run(step: Step): boolean {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const [cmd, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return ok;
}

for (const step of steps) {
  if (run(step)) passed += 1;
  else {
    failed += 1;
    failures.push(step.name);
  }
}

/*
 * Two Vitest runs side by side (decision 0026): the end-to-end journeys, which run one file at
 * a time and spend most of it waiting on Chromium and the server, and every other project
 * (domain, api-client, design-system, forms, site, staff, api, scripts, storybook). Vitest puts
 * a project limited to one file at a time in a sequential phase of its own run, where nothing
 * else runs beside it; as two processes, the journeys' waits are filled by the other tests.
 */
interface VitestRun {
  name: string;
  args: string[];
  env: Record<string, string>;
}
// CI=true makes a missing visual baseline a failure instead of writing a new one.
// REVIEW_CENTER_BUILT: the end-to-end suite serves the site and console built by the step above.
const vitestEnv = { CI: 'true', ...(failures.includes('build packages and site') ? {} : { REVIEW_CENTER_BUILT: '1' }) };
const vitestRuns: VitestRun[] = [
  { name: 'vitest: end-to-end', args: ['--project', 'e2e'], env: vitestEnv },
  {
    name: 'vitest: unit, component, stories',
    args: [],
    env: { ...vitestEnv, REVIEW_CENTER_SKIP_E2E: '1' },
  },
];
const reportDir = mkdtempSync(path.join(tmpdir(), 'review-center-vitest-'));
const results = await Promise.all(
  vitestRuns.map(async (vitest, index) => {
    const report = path.join(reportDir, `report-${index}.json`);
    const t0 = Date.now();
    console.log(`\n▶ ${vitest.name}`);
    const child = spawn(
      'pnpm',
      ['exec', 'vitest', 'run', ...vitest.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { stdio: 'inherit', env: { ...process.env, ...vitest.env } },
    );
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    console.log(`${code === 0 ? '✔' : '✘'} ${vitest.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    return { vitest, ok: code === 0, report };
  }),
);
for (const { vitest, ok, report } of results) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numFailedTestSuites: number;
    };
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    // A file that fails to load has no failed tests but is a failure all the same.
    if (json.numFailedTests === 0 && (json.numFailedTestSuites > 0 || !ok)) failed += json.numFailedTestSuites || 1;
    if (!ok) failures.push(vitest.name);
  } catch {
    failed += 1;
    failures.push(`${vitest.name}: report missing`);
  }
}
rmSync(reportDir, { recursive: true, force: true });

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nAll checks took ${minutes} min.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
