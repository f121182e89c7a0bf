import { SERVER_MS } from './waits.ts';

/**
 * Checks every 100 ms until `check` holds, for `timeout` at most (a server's work by default),
 * however long each check takes.
 */
export async function until(check: () => Promise<boolean>, what: string, { timeout = SERVER_MS } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
