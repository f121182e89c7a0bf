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
    // A fresh database per file costs a second or two while other projects share the 2 cores.
    hookTimeout: 60_000,
    // A test's limit catches a hang, it does not measure speed: a test that hashes a few passwords
    // (scrypt) took 5.7 s beside other work on the 2 cores, over Vitest's 5 s default.
    testTimeout: 30_000,
  },
});
