/**
 * The soak: runs the end-to-end and story lanes N times (default 3) beside a CPU hog on one core,
 * as the test command runs them, and reports every failure with what its page showed (the
 * journeys' page dump) and, at the end, the failures by test. A test that fails here fails for a
 * real user on a slow phone or a busy server (decision 0059).
 *
 * Usage: pnpm test:soak [--runs N] [--no-hog]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dumpName } from '../e2e/support/dump-name.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'no-hog': { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of 1 or more, not ${values.runs}`);

const work = mkdtempSync(path.join(tmpdir(), 'review-center-soak-'));

function run(command: string[], env: Record<string, string> = {}, quiet = false): Promise<number | null> {
  const [cmd, ...args] = command as [string, ...string[]];
  const child = spawn(cmd, args, { stdio: quiet ? 'ignore' : 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('close', resolve));
}

// The site and the console as shipped, built once: the journeys serve them.
console.log('▶ building the packages, the site and the console');
if ((await run(['pnpm', '-r', '--workspace-concurrency=1', '--filter=!@review-center/api', 'build'])) !== 0) {
  throw new Error('The build failed: nothing to soak');
}

// One core kept busy the whole time, as other work on the machine would.
const hog = values['no-hog'] ? undefined : spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
const stopHog = () => hog?.kill('SIGKILL');
process.on('exit', stopHog);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopHog();
    process.exit(130);
  });
}

interface Report {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { title: string; fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

const lanes = [
  { name: 'end-to-end', project: 'e2e' },
  { name: 'stories', project: 'storybook' },
];
/** Failures by test: how many rounds each failed in. */
const tally = new Map<string, number>();

for (let round = 1; round <= runs; round += 1) {
  const started = Date.now();
  const dumps = path.join(work, `round-${round}`);
  console.log(`\n▶ round ${round} of ${runs}${hog ? ', beside a CPU hog on one core' : ''}`);
  const reports = lanes.map((lane) => path.join(work, `${lane.project}-${round}.json`));
  await Promise.all(
    lanes.map((lane, index) =>
      run(
        [
          'pnpm',
          'exec',
          'vitest',
          'run',
          `--project=${lane.project}`,
          '--reporter=dot',
          '--reporter=json',
          `--outputFile.json=${reports[index]}`,
        ],
        { CI: 'true', REVIEW_CENTER_BUILT: '1', E2E_FAILURE_DIR: dumps },
      ),
    ),
  );
  const failures: { test: string; title: string; message: string }[] = [];
  for (const [index, lane] of lanes.entries()) {
    let report: Report;
    try {
      report = JSON.parse(readFileSync(reports[index]!, 'utf8')) as Report;
    } catch {
      failures.push({ test: `${lane.name}: the run ended without a report`, title: '', message: '' });
      continue;
    }
    for (const file of report.testResults) {
      const relative = path.relative(process.cwd(), file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) {
        failures.push({
          test: `${relative} > ${test.fullName}`,
          title: test.title,
          message: test.failureMessages.join('\n'),
        });
      }
      if (failed.length === 0 && file.status === 'failed')
        failures.push({ test: relative, title: '', message: file.message });
    }
  }
  const pages = (() => {
    try {
      return readdirSync(dumps).map((name) => ({ name, text: readFileSync(path.join(dumps, name), 'utf8') }));
    } catch {
      return [];
    }
  })();
  for (const failure of failures) {
    tally.set(failure.test, (tally.get(failure.test) ?? 0) + 1);
    console.log(`\n✘ ${failure.test}\n${failure.message.split('\n').slice(0, 12).join('\n')}`);
    // A journey's page dumps are named after its test (e2e/support/browser.ts).
    const key = failure.title && dumpName(failure.title);
    for (const page of pages.filter((dump) => key && dump.name.startsWith(key))) {
      console.log(`--- what the page showed (${page.name})\n${page.text}`);
    }
  }
  console.log(`\nround ${round}: ${failures.length} failed, ${((Date.now() - started) / 60_000).toFixed(1)} min`);
}

stopHog();
rmSync(work, { recursive: true, force: true });
console.log(`\nThe soak: ${runs} rounds of the end-to-end and story lanes${hog ? ' beside a one-core CPU hog' : ''}.`);
if (tally.size === 0) {
  console.log('No test failed.');
} else {
  console.log('Failures by test (rounds failed):');
  for (const [test, count] of [...tally].sort((a, b) => b[1] - a[1])) console.log(`  ${count}/${runs}  ${test}`);
}
process.exit(tally.size === 0 ? 0 : 1);
