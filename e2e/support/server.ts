import { inject } from 'vitest';

/**
 * The API this test file's worker talks to. The harness starts one API, each with its own
 * database and outbox, per worker (global-setup.ts, decision 0059): files in one worker run one
 * after another against their own server, as the whole suite once did against one.
 */
export function server(): { baseUrl: string; dataDir: string } {
  const servers = inject('servers');
  // Vitest numbers its workers from 1 to maxWorkers.
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const chosen = servers[(worker - 1) % servers.length];
  if (!chosen) throw new Error('The end-to-end harness started no API (e2e/global-setup.ts)');
  return chosen;
}
