/**
 * The packages as another review center gets them (decision 0041): packed (each `prepack`
 * builds it), checked, installed from the tarballs (and the npm registry for everything else)
 * into a fresh Vite + React + TypeScript app outside the workspace (./app), which is then
 * type-checked, built, rendered on the server with its own brand, and calls the reference API
 * with the typed client.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../lib/api-server.ts';
import { checkTarball, packPackages, type Tarball } from '../lib/packages.ts';

const run = promisify(execFile);
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app');
const node = process.execPath;

/**
 * The app's own dependencies, at the versions the repository uses (so pnpm's store has them and
 * the install needs the registry only for what changed since).
 */
const appDependencies = {
  '@types/node': '24.19.2',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@vitejs/plugin-react': '6.3.0',
  apexcharts: '7.6.1',
  react: '19.3.1',
  'react-apexcharts': '2.1.1',
  'react-aria-components': '1.22.1',
  'react-dom': '19.3.1',
  'styled-components': '6.6.0',
  typescript: '7.0.2',
  vite: '8.3.8',
};

/** The environment without what the workspace's own pnpm run put in it (its root, its package). */
const outsideEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(npm_package_|npm_lifecycle_|npm_config_local_prefix$|npm_command$|PNPM_PACKAGE_NAME$)/i.test(key),
  ),
);

let work: string;
let app: string;
let tarballs: Tarball[];
let api: RunningApi;

/** Runs a command in the app; on failure the error carries its output. */
async function inApp(command: string, args: string[]) {
  try {
    return await run(command, args, { cwd: app, env: outsideEnv, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`, { cause: error });
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'review-center-consumer-'));
  app = path.join(work, 'app');
  // The API starts (a fresh database, migrations, demo content) while the packages build; in the
  // test command they were built by its first step, with the same script their prepack runs.
  const built = Boolean(process.env.REVIEW_CENTER_BUILT);
  [tarballs, api] = await Promise.all([packPackages(path.join(work, 'tarballs'), { built }), startApi()]);

  await cp(fixture, app, { recursive: true });
  const local = Object.fromEntries(tarballs.map(({ name, file }) => [name, `file:${file}`]));
  await writeFile(
    path.join(app, 'package.json'),
    JSON.stringify(
      { name: 'another-review-center', private: true, type: 'module', dependencies: { ...local, ...appDependencies } },
      null,
      2,
    ),
  );
  // The packages' ranges on each other (`^0.1.0`) resolve to the tarballs, never to the registry.
  await writeFile(
    path.join(app, 'pnpm-workspace.yaml'),
    [
      'overrides:',
      ...Object.entries(local).map(([name, spec]) => `  '${name}': '${spec}'`),
      'allowBuilds:',
      '  esbuild: false',
      '',
    ].join('\n'),
  );
  await inApp('pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}, 600_000);

afterAll(async () => {
  await api?.stop();
  if (work) await rm(work, { recursive: true, force: true });
}, 60_000);

describe('the published packages, in another review center’s app', () => {
  it('should ship only what a consumer needs: no stories, tests, baselines or sources', async () => {
    for (const { file } of tarballs) {
      const report = await checkTarball(file);
      expect(report.problems, report.name).toEqual([]);
      expect(report.files).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']));
    }
  });

  it('should type-check with its own styled-components theme beside the design system’s', async () => {
    await inApp(node, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']);
  }, 300_000);

  it('should build, with ApexCharts only in the chart’s own chunk', async () => {
    await inApp(node, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
    const assets = path.join(app, 'dist/assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    const html = await readFile(path.join(app, 'dist/index.html'), 'utf8');
    const entry = scripts.find((name) => html.includes(name));
    expect(entry).toBeDefined();
    const withChart = [];
    for (const name of scripts) {
      if (/apexcharts/i.test(await readFile(path.join(assets, name), 'utf8'))) withChart.push(name);
    }
    expect(withChart.length).toBeGreaterThan(0);
    expect(withChart).not.toContain(entry);
  }, 300_000);

  it('should render the themed OfferingCard, WizardStepper, CountdownTimer and LoginForm on the server', async () => {
    await inApp(node, [
      'node_modules/vite/bin/vite.js',
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      'dist-server',
      '--logLevel',
      'warn',
    ]);
    const { stdout } = await inApp(node, [
      '--input-type=module',
      '-e',
      "const { render } = await import('./dist-server/entry-server.js'); process.stdout.write(JSON.stringify(render()));",
    ]);
    const { html, css } = JSON.parse(stdout) as { html: string; css: string };
    // OfferingCard: its title, content and price in pesos.
    expect(html).toContain('LET Weekend Review');
    expect(html).toContain('Twelve Saturdays');
    expect(html).toMatch(/₱\s?7,500/);
    // WizardStepper: every step, the second one current.
    for (const step of ['Account', 'Schedule', 'Payment', 'Review']) expect(html).toContain(step);
    expect(html).toMatch(/aria-current="step"[^>]*>[\s\S]*?Schedule|Schedule[\s\S]{0,200}aria-current="step"/);
    // CountdownTimer: HH:MM:SS from the domain's formatter.
    expect(html).toContain('02:45:30');
    // LoginForm: its fields and button.
    expect(html).toMatch(/<label[^>]*>[^<]*Email/);
    expect(html).toMatch(/<label[^>]*>[^<]*Password/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*?Login/);
    // The design system in this center's brand, from the theme contract...
    expect(css).toMatch(/--ds-color-primary:\s*#7b2d8e;/);
    expect(css).toMatch(/--ds-radius-md:\s*12px;/);
    // ...and the app's own styled component themed by the app's own ThemeProvider.
    expect(css).toMatch(/color:\s*#7b2d8e;\s*border-bottom:\s*2px solid #1a1a2e/);
  }, 300_000);

  it('should call the reference API with the typed client', async () => {
    const { stdout } = await inApp(node, ['src/api-check.ts', api.baseUrl]);
    const result = JSON.parse(stdout) as { titles: string[]; signInMessage: string };
    expect(result.titles).toContain('LET Refresher Course');
    expect(result.signInMessage).toBe('Error - Invalid Email / Password');
  }, 120_000);
});
