import type { RateLimits } from '../platform/auth/rate-limit.ts';
import type { Config } from '../platform/config/config.ts';
import { testConfig, type TestApp } from './app.ts';

/**
 * The test app with one rate limit lowered to `max` calls a minute, the others left raised as in
 * every test; `config` adds other settings (e.g. `trustProxy`).
 */
export const limitedApp = (t: TestApp, limit: keyof RateLimits, max: number, config: Partial<Config> = {}) =>
  t.variant({ rateLimits: { ...testConfig.rateLimits!, [limit]: { windowMs: 60_000, max } }, ...config });

/** Makes `count` calls one after another (`call(i)`, i from 0) and gives their statuses in order. */
export async function statusesOf(count: number, call: (i: number) => Response | Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await call(i)).status);
  return statuses;
}
