import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startApi } from '../scripts/lib/api-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * The end-to-end harness: builds the site as shipped, then starts the real API serving it on
 * a free port with a fresh embedded database and outbox, exactly as `pnpm start` would.
 */
export default async function setup(project: TestProject) {
  // The test command has just built both as shipped (scripts/test-all.ts sets this): one build
  // per run. Run alone, the suite builds them itself.
  if (!process.env.REVIEW_CENTER_BUILT) {
    // The site's own build script (client bundle and prerendered pages), in its own process:
    // inside Vitest NODE_ENV is 'test', which would give React's development build.
    execFileSync(process.execPath, ['scripts/build.ts'], {
      cwd: path.join(repoRoot, 'apps/site'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // The staff console, served by the same API under /staff.
    execFileSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: path.join(repoRoot, 'apps/staff'),
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
  const api = await startApi();
  project.provide('baseUrl', api.baseUrl);
  project.provide('dataDir', api.dataDir);
  return api.stop;
}
