import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './api-server.ts';
import { checkTarball } from './packages.ts';

const run = promisify(execFile);
let work: string | undefined;

/** Packs a package folder made of `files` as pnpm would (everything under `package/`). */
async function tarball(files: Record<string, string>): Promise<string> {
  work = await mkdtemp(path.join(tmpdir(), 'review-center-check-'));
  const root = path.join(work, 'package');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  await copyFile(path.join(repoRoot, 'LICENSE'), path.join(root, 'LICENSE'));
  const file = path.join(work, 'package.tgz');
  await run('tar', ['czf', file, '-C', work, 'package']);
  return file;
}

const manifest = {
  name: '@review-center/example',
  version: '1.0.0',
  license: 'MIT',
  type: 'module',
  sideEffects: false,
  exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
  dependencies: { zod: '^4.6.7' },
};
const clean = {
  'package.json': JSON.stringify(manifest),
  'README.md': '# example',
  'CHANGELOG.md': '# changes',
  // A sentence ending in "from" before another string is not an import.
  'dist/index.js':
    "import { z } from 'zod/mini';\nexport const schema = z.string();\nexport const a = 'later than available from',\n  b = (1).toLocaleString('en-US');\n",
  'dist/index.d.ts': 'export declare const schema: unknown;\n',
};

afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('checkTarball', () => {
  it('should pass a package that ships only its build, README, LICENSE and CHANGELOG', async () => {
    const report = await checkTarball(await tarball(clean));
    expect(report.problems).toEqual([]);
    expect(report.files).toHaveLength(6);
  });

  it('should refuse stories, tests, visual baselines and sources', async () => {
    const report = await checkTarball(
      await tarball({
        ...clean,
        'dist/Button/Button.stories.js': '',
        'dist/Button/Button.test.js': '',
        'dist/Button/__screenshots__/Default.png': '',
        'src/index.ts': '',
      }),
    );
    expect(report.problems).toEqual([
      'dist/Button/Button.stories.js: a story or a docs page',
      'dist/Button/Button.test.js: a test',
      'dist/Button/__screenshots__/Default.png: a test folder',
      'dist/Button/__screenshots__/Default.png: an image (visual baselines are PNGs)',
      'src/index.ts: TypeScript source (the repository-only `@review-center/source` condition)',
    ]);
  });

  it('should refuse pins, undeclared imports, types after default and a DefaultTheme augmentation', async () => {
    const report = await checkTarball(
      await tarball({
        ...clean,
        'package.json': JSON.stringify({
          ...manifest,
          exports: { '.': { default: './dist/index.js', types: './dist/index.d.ts' } },
          dependencies: { zod: '4.6.7' },
        }),
        'dist/index.js': "import styled from 'styled-components';\nexport const Box = styled.div``;\n",
        'dist/index.d.ts': "declare module 'styled-components' { interface DefaultTheme { x: 1 } }\n",
      }),
    );
    expect(report.problems).toEqual([
      'exports["."]: "types" must come first',
      'zod: pinned to 4.6.7, not a semver range',
      'imports styled-components, which is neither a dependency nor a peer',
      "dist/index.d.ts: augments styled-components' DefaultTheme",
    ]);
  });
});
