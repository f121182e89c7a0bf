import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { SOURCE_CONDITION } from '../config/vite.shared.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Waits for the server's "running at <url>" line and returns the URL's origin. */
function waitForAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(new URL(match[1]).origin);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`API exited with ${code} before listening:\n${output}`)));
    setTimeout(() => reject(new Error(`API did not start within 30 s:\n${output}`)), 30_000).unref();
  });
}

/**
 * The end-to-end harness: builds the site as shipped, then starts the real API serving it on
 * a free port with a fresh embedded database and outbox, exactly as `pnpm start` would.
 */
export default async function setup(project: TestProject) {
  // A production build in its own process: inside Vitest NODE_ENV is 'test', which would give
  // React's development build instead of what reviewees download.
  // It is the site's own build script (client bundle and prerendered pages).
  execFileSync(process.execPath, ['scripts/build.ts'], {
    cwd: path.join(root, 'apps/site'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const dataDir = await mkdtemp(path.join(tmpdir(), 'review-center-e2e-'));
  const server = spawn(process.execPath, [`--conditions=${SOURCE_CONDITION}`, 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await waitForAddress(server);
  project.provide('baseUrl', baseUrl);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
