/**
 * Runs every kind of test (static checks and builds two at a time on the 2-core machines, then
 * one Vitest run) and ends with one line:
 * `N passed, N failed`. Each static check (eslint, prettier, typecheck, builds) counts as one;
 * every Vitest test (unit, component, story, end-to-end) counts as one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

/*
 * The static checks and builds, in stages. Inside a stage, lanes run side by side (each is
 * single-threaded: ESLint beside tsc, the packages' build beside Storybook's); inside a lane,
 * steps run one after another (decision 0026).
 */
const stages: Step[][][] = [
  [
    [
      { name: 'eslint', command: ['pnpm', 'exec', 'eslint', '.', '--max-warnings=0'] },
      { name: 'prettier', command: ['pnpm', 'exec', 'prettier', '--check', '.', '--log-level=warn'] },
      // Every export, file and dependency used (knip.jsonc), and every citation resolving in docs/.
      { name: 'unused exports (knip)', command: ['pnpm', 'exec', 'knip', '--no-progress'] },
      { name: 'citations', command: ['pnpm', 'exec', 'node', 'scripts/check-citations.ts'] },
    ],
    [{ name: 'typecheck', command: ['pnpm', 'run', '--silent', 'typecheck'] }],
  ],
  [
    [{ name: 'build packages and site', command: ['pnpm', '-r', '--workspace-concurrency=1', 'build'] }],
    [{ name: 'build storybook', command: ['pnpm', 'exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static'] }],
  ],
];

let passed = 0;
let failed = 0;
const failures: string[] = [];
const started = Date.now();

async function run(step: Step): Promise<boolean> {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const [cmd, ...args] = step.command as [string, ...string[]];
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ok = code === 0;
  console.log(`${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return ok;
}

for (const stage of stages) {
  await Promise.all(
    stage.map(async (lane) => {
      for (const step of lane) {
        if (await run(step)) passed += 1;
        else {
          failed += 1;
          failures.push(step.name);
        }
      }
    }),
  );
}

// All Vitest projects in one run: domain, api-client, design-system, forms, site, api,
// storybook (Chromium: play, axe, visual) and e2e (Chromium against the real API).
const reportDir = mkdtempSync(path.join(tmpdir(), 'review-center-vitest-'));
const report = path.join(reportDir, 'report.json');
const vitestOk = await run({
  name: 'vitest (unit, component, stories, end-to-end)',
  command: ['pnpm', 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  // CI=true makes a missing visual baseline a failure instead of writing a new one.
  // REVIEW_CENTER_BUILT: the end-to-end suite serves the site and console built by the step above.
  env: { CI: 'true', ...(failures.includes('build packages and site') ? {} : { REVIEW_CENTER_BUILT: '1' }) },
});
try {
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
  };
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  // A file that fails to load has no failed tests but is a failure all the same.
  if (json.numFailedTests === 0 && (json.numFailedTestSuites > 0 || !vitestOk)) failed += json.numFailedTestSuites || 1;
} catch {
  failed += 1;
  failures.push('vitest report missing');
}
rmSync(reportDir, { recursive: true, force: true });

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nAll checks took ${minutes} min.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
