import { defineProject } from 'vitest/config';
import { sourceResolution, unitTestPool } from '../../config/vite.shared.ts';

export default defineProject({
  ...sourceResolution,
  test: {
    ...unitTestPool,
    name: 'site',
    environment: 'jsdom',
    // Typing with user-event into jsdom takes seconds per form on the 2-core machines, more while
    // the end-to-end lane runs beside it: 5 s was too short for a three-field journey, and a test
    // stopped by its timeout goes on typing into the next test's page (isolate: false).
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../config/vitest.dom-setup.ts', 'src/app/test-setup.ts'],
  },
});
