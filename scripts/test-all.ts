/**
 * Runs every kind of test (static checks and builds two at a time on the 2-core machines, and
 * three Vitest runs beside them once the builds are done) and ends with one line:
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
  /** A check of this step's output: run after it in the same lane, counted as a step of its own. */
  then?: Step;
  /** Runs at this niceness: below the lanes that wait on a browser and a server (decision 0094). */
  nice?: number;
}

/*
 * The lanes' priorities (decision 0094). The journeys and stories wait on Chromium and a server
 * whose calls have the product's 10 s limit; the unit tests and static checks have no such limit.
 * On a busy machine the kernel gives the CPU to the browser lanes first, and the rest fill the
 * time they wait. The order of the work changes; its sum does not.
 */
const UNIT_NICE = 5;
const STATIC_NICE = 10;

/*
 * The static checks and builds: independent of each other, so two run at a time on the 2-core
 * machines, the longest first, each lane taking the next as soon as it is free (decision 0035).
 * Fixed stages left a core idle while the longer lane of a stage finished. Each step is one
 * process; ESLint, Prettier and knip are single-threaded, TypeScript 7 and the builds use more.
 */
const steps: Step[] = [
  // Every package, then the site (client, server bundle, prerendered pages) and the console.
  // The API has nothing to build: its type check is the typecheck step's.
  {
    name: 'build packages and site',
    command: ['pnpm', '-r', '--workspace-concurrency=1', '--filter=!@review-center/api', 'build'],
  },
  { name: 'typecheck', command: ['pnpm', 'run', '--silent', 'typecheck'] },
  { name: 'eslint', command: ['pnpm', 'exec', 'eslint', '.', '--max-warnings=0'] },
  {
    name: 'build storybook',
    command: ['pnpm', 'exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static'],
    // Every prop of every component in the build has a description (decision 0042).
    then: { name: 'props tables (prop descriptions)', command: ['pnpm', 'exec', 'node', 'scripts/check-prop-docs.ts'] },
  },
  { name: 'prettier', command: ['pnpm', 'exec', 'prettier', '--check', '.', '--log-level=warn'] },
  // Every export, file and dependency used (knip.jsonc), and every citation resolving in docs/.
  { name: 'unused exports (knip)', command: ['pnpm', 'exec', 'knip', '--no-progress'] },
  { name: 'citations', command: ['pnpm', 'exec', 'node', 'scripts/check-citations.ts'] },
  // ESLint's no-cycle skips type imports; this counts them too.
  { name: 'import cycles', command: ['pnpm', 'exec', 'node', 'scripts/check-cycles.ts'] },
];
const LANES = 2;

let passed = 0;
let failed = 0;
const failures: string[] = [];
const started = Date.now();

async function run(step: Step): Promise<boolean> {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const command = step.nice ? ['nice', '-n', String(step.nice), ...step.command] : step.command;
  const [cmd, ...args] = command as [string, ...string[]];
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ok = code === 0;
  console.log(`${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return ok;
}

/*
 * The Vitest runs start the moment the first step (the builds they serve) is done, beside the
 * rest of the static checks (decision 0066): those read the tree and write nothing a test reads.
 * Waiting for all of them held every test lane back by 40 s on a fresh clone.
 */
const [buildStep] = steps;
// Everything waits for the builds; the checks after them give way to the tests.
const queue = steps.map((step) => (step === buildStep ? step : niced(step)));
function niced(step: Step): Step {
  return { ...step, nice: STATIC_NICE, ...(step.then ? { then: niced(step.then) } : {}) };
}
let buildsDone: (ok: boolean) => void = () => {};
const builds = new Promise<boolean>((resolve) => (buildsDone = resolve));
const staticChecks = Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      // A step's check runs once the step has passed; a failed step fails its check too.
      for (let current: Step | undefined = step, ok = true; current; current = current.then) {
        ok = ok && (await run(current));
        if (current === buildStep) buildsDone(ok);
        if (ok) passed += 1;
        else {
          failed += 1;
          failures.push(current.name);
        }
      }
    }
  }),
);

const built = await builds;

/*
 * Three Vitest runs side by side from the start (decision 0035, 0065, 0066): the unit projects (domain,
 * api-client, design-system, forms, site, staff, api on PGlite and PostgreSQL, scripts with the
 * consumer test, decision 0041); the stories (Chromium: play, axe, visual); the end-to-end
 * journeys (Chromium against the real API, two at a time, decision 0059). In one run Vitest held
 * the stories until the unit projects had finished, and the stories ran alone at the end on one
 * core. Browser lanes mostly wait on Chromium and the server, so the other lanes' CPU fills
 * their waits.
 */
const reportDir = mkdtempSync(path.join(tmpdir(), 'review-center-vitest-'));
const vitestRuns = [
  {
    name: 'vitest (unit, component)',
    projects: ['!e2e', '!storybook'],
    report: path.join(reportDir, 'unit.json'),
    nice: UNIT_NICE,
  },
  { name: 'vitest (stories)', projects: ['storybook'], report: path.join(reportDir, 'stories.json') },
  { name: 'vitest (end-to-end)', projects: ['e2e'], report: path.join(reportDir, 'e2e.json') },
];
const [outcomes] = await Promise.all([
  Promise.all(
    vitestRuns.map((vitest) =>
      run({
        name: vitest.name,
        command: [
          'pnpm',
          'exec',
          'vitest',
          'run',
          ...vitest.projects.map((project) => `--project=${project}`),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${vitest.report}`,
        ],
        // CI=true makes a missing visual baseline a failure instead of writing a new one.
        // REVIEW_CENTER_BUILT: the end-to-end suite serves the site and console built above.
        env: { CI: 'true', ...(built ? { REVIEW_CENTER_BUILT: '1' } : {}) },
        ...(vitest.nice ? { nice: vitest.nice } : {}),
      }),
    ),
  ),
  staticChecks,
]);
const files: { name: string; startTime: number; endTime: number }[] = [];
for (const [index, vitest] of vitestRuns.entries()) {
  try {
    const json = JSON.parse(readFileSync(vitest.report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numFailedTestSuites: number;
      testResults: { name: string; startTime: number; endTime: number }[];
    };
    files.push(...json.testResults);
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    // A file that fails to load has no failed tests but is a failure all the same.
    if (json.numFailedTests === 0 && (json.numFailedTestSuites > 0 || !outcomes[index])) {
      failed += json.numFailedTestSuites || 1;
    }
  } catch {
    failed += 1;
    failures.push(`${vitest.name}: report missing`);
  }
}
if (files.length) printLanes(files);
rmSync(reportDir, { recursive: true, force: true });

/**
 * When each kind of test file ran (first start to last end) and for how long in all: what to look
 * at first when the command gets slower.
 */
function printLanes(files: { name: string; startTime: number; endTime: number }[]) {
  const kinds = new Map<string, { start: number; end: number; busy: number; count: number }>();
  for (const file of files) {
    const relative = path.relative(process.cwd(), file.name);
    const kind = /\.stories\.tsx$/.test(relative)
      ? 'stories'
      : relative.startsWith('e2e/')
        ? 'end-to-end'
        : relative.split(path.sep).slice(0, 2).join('/');
    const lane = kinds.get(kind) ?? { start: Infinity, end: 0, busy: 0, count: 0 };
    lane.start = Math.min(lane.start, file.startTime);
    lane.end = Math.max(lane.end, file.endTime);
    lane.busy += file.endTime - file.startTime;
    lane.count += 1;
    kinds.set(kind, lane);
  }
  const first = Math.min(...[...kinds.values()].map((lane) => lane.start));
  const seconds = (ms: number) => (ms / 1000).toFixed(0).padStart(4);
  console.log('\nTest files by kind: from, to (seconds into the run), time in files');
  for (const [kind, lane] of [...kinds].sort((a, b) => a[1].start - b[1].start)) {
    console.log(
      `  ${kind.padEnd(24)} ${seconds(lane.start - first)} ${seconds(lane.end - first)} ${seconds(lane.busy)}  (${lane.count} files)`,
    );
  }
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nAll checks took ${minutes} min.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
