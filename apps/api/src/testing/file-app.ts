import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../platform/config/config.ts';
import { openTestApp, type TestApp } from './app.ts';

/**
 * The test file's app over a fresh database: opened before its tests (and before the file's own
 * `beforeAll`, registered after this call), closed after them. The object is filled in when it
 * opens, so the file holds it as a `const` and uses it inside its hooks and tests.
 */
export function testAppForFile(config: Partial<Config> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await openTestApp(config));
  });
  afterAll(() => t.close());
  return t;
}
