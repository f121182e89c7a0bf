/**
 * Packs the published packages and checks each tarball as a consumer would receive it
 * (decision 0041): used by `pnpm release:dry-run` and by the consumer test.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './api-server.ts';

const run = promisify(execFile);

/** The packages other review centers install, in dependency order. */
const publishedPackages = ['domain', 'api-client', 'design-system', 'forms'] as const;

export interface Tarball {
  /** The package's name, e.g. `@review-center/domain`. */
  name: string;
  /** The tarball's absolute path. */
  file: string;
}

/**
 * Packs every published package into `destination`. `pnpm pack` runs each package's `prepack`
 * (a clean build, `pnpm run build`), in dependency order, and writes the manifest as published:
 * `workspace:` ranges resolved, `publishConfig.exports` in place of the repository's `exports`.
 * `built`: the same build has just run (the test command's first step), so the packages are
 * packed as they are rather than built a second time.
 */
export async function packPackages(destination: string, { built = false } = {}): Promise<Tarball[]> {
  const filters = publishedPackages.flatMap((dir) => ['--filter', `./packages/${dir}`]);
  const skipBuild = built ? ['--config.ignore-scripts=true'] : [];
  await run(
    'pnpm',
    ['-r', '--workspace-concurrency=1', ...filters, 'pack', ...skipBuild, '--pack-destination', destination],
    {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const tarballs: Tarball[] = [];
  for (const dir of publishedPackages) {
    const manifest = JSON.parse(await readFile(path.join(repoRoot, 'packages', dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    const file = path.join(destination, `${manifest.name.slice(1).replace('/', '-')}-${manifest.version}.tgz`);
    await stat(file);
    tarballs.push({ name: manifest.name, file });
  }
  return tarballs;
}

/** What a consumer must never receive: stories, tests and their helpers, baselines, sources. */
const forbidden: [RegExp, string][] = [
  [/\.stories\.[cm]?[jt]sx?$|\.mdx$/, 'a story or a docs page'],
  [/\.(test|spec|test-d|browser\.test)\.[cm]?[jt]sx?$/, 'a test'],
  [/(^|\/)(__screenshots__|__snapshots__|testing)\//, 'a test folder'],
  [/\.png$/, 'an image (visual baselines are PNGs)'],
  [/^src\//, 'TypeScript source (the repository-only `@review-center/source` condition)'],
  [/\.map$/, 'a source map pointing at sources that are not shipped'],
  [/(^|\/)(tsconfig[^/]*\.json|vitest\.config\.[cm]?[jt]s|\.eslintrc.*)$/, 'build or test configuration'],
];

type Exports = string | { [condition: string]: Exports };

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  exports?: Record<string, Exports>;
  sideEffects?: boolean | string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface TarballReport {
  name: string;
  /** Size of the .tgz in bytes. */
  packedBytes: number;
  /** Sum of the files' sizes in bytes. */
  unpackedBytes: number;
  files: string[];
  problems: string[];
}

/** Where each `exports` entry leads, and the order of its conditions. */
function exportTargets(entry: Exports, conditions: string[] = []): { conditions: string[]; target: string }[] {
  if (typeof entry === 'string') return [{ conditions, target: entry }];
  return Object.entries(entry).flatMap(([condition, next]) => exportTargets(next, [...conditions, condition]));
}

/** A bare import's package name: `zod/mini` is `zod`, `@scope/name/sub` is `@scope/name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

// A specifier has no spaces: a sentence in a string that happens to say "from 'x'" is not one.
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"\s]+)['"]/gm;

/** Every package the JavaScript reached from `entry` imports, following relative imports. */
async function packagesReached(root: string, entry: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file) || !file.endsWith('.js')) return;
    seen.add(file);
    const source = await readFile(file, 'utf8');
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.')) await visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  await visit(path.join(root, entry));
  return packages;
}

/**
 * Unpacks a tarball and checks it: no stories, tests, baselines or sources; README, LICENSE (the
 * repository's) and CHANGELOG present; every export's target shipped, types first, no
 * repository-only condition; ranges rather than pins; every package the JavaScript imports
 * declared; the published types leave styled-components' `DefaultTheme` alone; and for the
 * design system, ApexCharts reached from `./charts` only.
 */
export async function checkTarball(file: string): Promise<TarballReport> {
  const dir = await mkdtemp(path.join(tmpdir(), 'review-center-tarball-'));
  try {
    await run('tar', ['xzf', file, '-C', dir]);
    const root = path.join(dir, 'package');
    const files = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
    let unpackedBytes = 0;
    for (const name of files) unpackedBytes += (await stat(path.join(root, name))).size;
    const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as Manifest;
    const problems: string[] = [];

    for (const name of files) {
      for (const [pattern, what] of forbidden) if (pattern.test(name)) problems.push(`${name}: ${what}`);
    }
    for (const required of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']) {
      if (!files.includes(required)) problems.push(`${required} missing`);
    }
    if (files.includes('LICENSE')) {
      const [ours, theirs] = await Promise.all([
        readFile(path.join(repoRoot, 'LICENSE'), 'utf8'),
        readFile(path.join(root, 'LICENSE'), 'utf8'),
      ]);
      if (ours !== theirs) problems.push('LICENSE differs from the repository LICENSE');
    }
    if (manifest.private) problems.push('package.json: "private" is set');
    if (!manifest.license) problems.push('package.json: no "license"');
    if (manifest.sideEffects === undefined) problems.push('package.json: "sideEffects" not set');

    for (const [subpath, entry] of Object.entries(manifest.exports ?? {})) {
      for (const { conditions, target } of exportTargets(entry)) {
        if (conditions.some((condition) => condition.startsWith('@review-center/'))) {
          problems.push(`exports["${subpath}"]: repository-only condition ${conditions.join(' > ')}`);
        }
        if (!files.includes(target.replace(/^\.\//, ''))) problems.push(`exports["${subpath}"]: ${target} not shipped`);
      }
      if (typeof entry !== 'string' && Object.keys(entry)[0] !== 'types') {
        problems.push(`exports["${subpath}"]: "types" must come first`);
      }
    }
    if (!manifest.exports) problems.push('package.json: no "exports"');

    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (range.startsWith('workspace:')) problems.push(`${name}: unresolved ${range}`);
      else if (!/^[\^~>]|\|\|/.test(range)) problems.push(`${name}: pinned to ${range}, not a semver range`);
    }

    const imported = new Set<string>();
    for (const name of files.filter((f) => f.endsWith('.js'))) {
      for (const match of (await readFile(path.join(root, name), 'utf8')).matchAll(importPattern)) {
        if (!match[1]!.startsWith('.') && !match[1]!.startsWith('node:')) imported.add(packageOf(match[1]!));
      }
    }
    for (const name of imported) {
      if (!declared.has(name)) problems.push(`imports ${name}, which is neither a dependency nor a peer`);
    }

    for (const name of files.filter((f) => f.endsWith('.d.ts'))) {
      if (/declare\s+module\s+['"]styled-components['"]/.test(await readFile(path.join(root, name), 'utf8'))) {
        problems.push(`${name}: augments styled-components' DefaultTheme`);
      }
    }

    if (manifest.name === '@review-center/design-system') {
      const chart = (specifier: string) => /^(react-)?apexcharts(\/|$)/.test(specifier);
      for (const [subpath, entry] of Object.entries(manifest.exports ?? {})) {
        const js = exportTargets(entry).find(({ target }) => target.endsWith('.js'));
        if (!js) continue;
        const reached = [...(await packagesReached(root, js.target))].filter(chart);
        if (subpath === './charts' && reached.length === 0) problems.push('./charts does not reach ApexCharts');
        if (subpath !== './charts' && reached.length > 0) problems.push(`${subpath} reaches ${reached.join(', ')}`);
      }
      for (const peer of ['apexcharts', 'react-apexcharts']) {
        if (!manifest.peerDependenciesMeta?.[peer]?.optional) problems.push(`${peer} is not an optional peer`);
      }
    }

    return { name: manifest.name, packedBytes: (await stat(file)).size, unpackedBytes, files, problems };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
