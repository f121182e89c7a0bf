import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startApi } from '../scripts/lib/api-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One API per worker, in worker order (support/server.ts picks a file's own). */
    servers: { baseUrl: string; dataDir: string }[];
  }
}

/**
 * The end-to-end harness: builds the site as shipped, then starts the real API serving it on
 * a free port with a fresh embedded database and outbox, exactly as `pnpm start` would: one per
 * worker, so two journeys run at once without sharing a server or its data (decision 0059).
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
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  // An attempt left open is closed 20 s after its deadline, not 2 minutes (config.ts): the exam
  // day journey waits for the server's closing job. Passwords are hashed at scrypt's N=2^10, as
  // the API's own tests do: the journeys sign in and sign up hundreds of times, and each hash at
  // the production cost took 0.3 to 0.4 CPU-s (demo mode only, env.ts; decision 0092). The exam
  // reminders are looked for every 5 s, not every minute: their journey waits for two rounds.
  const apis = await Promise.all(
    Array.from({ length: workers }, () =>
      startApi({ COMPLETION_GRACE_SECONDS: '20', SCRYPT_N: '1024', EXAM_REMINDERS_EVERY_SECONDS: '5' }),
    ),
  );
  project.provide(
    'servers',
    apis.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return async () => {
    await Promise.all(apis.map((api) => api.stop()));
  };
}
