import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../platform/config/config.ts';
import type { StaffRole } from '@review-center/domain';
import { openTestApp, registerStaff, type TestApp } from './app.ts';

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

/**
 * The tokens a test file acts with as staff: the seeded administrator's (`admin`) and a new staff
 * member's for each role named (`{ editor: 'content-editor' }`), signed in before the file's
 * tests. Filled in then, like the file's app: read them inside hooks and tests.
 */
export function staffForFile<K extends string>(t: TestApp, members: Record<K, StaffRole>): Record<'admin' | K, string> {
  const tokens = {} as Record<'admin' | K, string>;
  beforeAll(async () => {
    tokens.admin = await t.adminToken();
    for (const [key, role] of Object.entries(members) as [K, StaffRole][]) {
      tokens[key] = (await registerStaff(t, role)).token;
    }
  });
  return tokens;
}
