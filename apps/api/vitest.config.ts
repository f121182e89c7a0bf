import { defineProject } from 'vitest/config';
import { sourceResolution, unitTestPool } from '../../config/vite.shared.ts';

export default defineProject({
  ...sourceResolution,
  test: {
    ...unitTestPool,
    name: 'api',
    environment: 'node',
    // One migrated, seeded PGlite template per run; each test file loads a copy (testing/database.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    // A fresh database per file costs a second or two alone. A hook's limit catches a hang: on a
    // machine 3.4 times slower than CI, the test command's load stretched a fresh in-memory
    // database (accounts.test.ts, 7.5 s alone there) past 60 s. The same bound as a test's.
    hookTimeout: unitTestPool.testTimeout,
  },
});
