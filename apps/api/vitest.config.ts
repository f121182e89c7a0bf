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
  },
});
