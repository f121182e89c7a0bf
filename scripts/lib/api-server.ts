import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_CONDITION } from '../../config/vite.shared.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Waits for the server's "running at <url>" line and returns the URL's origin. Its output is
 * kept only until then (for the error message): the server logs a line per request, and
 * keeping or re-scanning that for the whole run costs the caller (a benchmark) more CPU than
 * the server spends. The streams are still read to the end, so the server never blocks on a
 * full pipe.
 */
function waitForAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let listening = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        listening = true;
        output = '';
        resolve(new URL(match[1]).origin);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!listening) output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`API exited with ${code} before listening:\n${output}`)));
    // A hang's bound, not a speed's (decision 0059): a start takes 15 to 50 s in the test command
    // (PGlite's first start, migrations, the demo seed: about 27 CPU-s), and twice that beside
    // other work; 120 s failed the journeys of a run at ten times the load.
    setTimeout(() => reject(new Error(`API did not start within 300 s:\n${output}`)), 300_000).unref();
  });
}

export interface RunningApi {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
  /** Kills the process at once, as a crash would (the exam-load benchmark's kill -9). */
  crash: () => Promise<void>;
}

/**
 * Starts the real API (serving apps/site/dist) on a free port with a fresh embedded database
 * and outbox in a temporary folder, exactly as `pnpm start` would. Used by the end-to-end
 * harness and the benchmarks.
 */
export async function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'review-center-api-'));
  const server = spawn(process.execPath, [`--conditions=${SOURCE_CONDITION}`, 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    // Every journey signs up its own reviewees from 127.0.0.1: lift the per-address limit. Its
    // API calls reuse the token a page has since refreshed: keep replaced tokens for an hour. The
    // journeys and benchmarks sign in as the demo accounts: demo mode (decision 0021).
    env: {
      ...process.env,
      DEMO: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_MAX: '100000',
      SESSION_GRACE_SECONDS: '3600',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await waitForAddress(server);
  return {
    baseUrl,
    dataDir,
    crash: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
