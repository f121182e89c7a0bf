/**
 * `pnpm release:dry-run`: everything a release does short of publishing (decision 0041). Packs
 * the four published packages (each `prepack` builds it afresh), checks every tarball as a
 * consumer receives it (scripts/lib/packages.ts), then runs publint and Are the Types Wrong on
 * it, and prints each tarball's size and file count. Exits with 1 on any problem.
 *
 *   node scripts/release-dry-run.ts [--keep DIR]   keep the tarballs in DIR
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './lib/api-server.ts';
import { checkTarball, packPackages } from './lib/packages.ts';

const run = promisify(execFile);
const keepAt = process.argv.indexOf('--keep');
const destination =
  keepAt > 0 && process.argv[keepAt + 1]
    ? path.resolve(process.argv[keepAt + 1]!)
    : await mkdtemp(path.join(tmpdir(), 'review-center-release-'));
await mkdir(destination, { recursive: true });

/** Runs a checker; its output is shown only when it fails. */
async function lint(name: string, command: string, args: string[]): Promise<boolean> {
  try {
    await run('pnpm', ['exec', command, ...args], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 });
    return true;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    console.log(`✘ ${name}\n${stdout}${stderr}`);
    return false;
  }
}

let failed = false;
const t0 = Date.now();
console.log(`Packing into ${destination} ...`);
const tarballs = await packPackages(destination);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[] = [];
for (const tarball of tarballs) {
  const report = await checkTarball(tarball.file);
  for (const problem of report.problems) console.log(`✘ ${tarball.name}: ${problem}`);
  // publint: the manifest against the files (exports, types, module format); --strict fails on
  // warnings too.
  const publint = await lint(`publint ${tarball.name}`, 'publint', ['run', tarball.file, '--strict']);
  // Are the Types Wrong: how TypeScript resolves each subpath under every module resolution. The
  // packages are ES modules only, so the esm-only profile leaves out `require` from CommonJS and
  // node10 resolution, which cannot load them by design (decision 0041).
  const attw = await lint(`attw ${tarball.name}`, 'attw', [tarball.file, '--profile', 'esm-only', '--format', 'table']);
  if (report.problems.length || !publint || !attw) failed = true;
  rows.push(
    `${tarball.name.padEnd(30)} ${kb(report.packedBytes).padStart(10)} ${kb(report.unpackedBytes).padStart(11)} ${String(report.files.length).padStart(6)}  ${report.problems.length || !publint || !attw ? '✘' : '✔'}`,
  );
}
console.log(`\n${'package'.padEnd(30)} ${'packed'.padStart(10)} ${'unpacked'.padStart(11)} ${'files'.padStart(6)}`);
for (const row of rows) console.log(row);
console.log(`\n${((Date.now() - t0) / 1000).toFixed(0)} s; tarballs in ${destination}`);
if (keepAt < 0) await rm(destination, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
