import { defineProject } from 'vitest/config';
import { sourceResolution } from '../config/vite.shared.ts';

export default defineProject({
  // A journey may import a package's source, as the API reference compares the page with the contract.
  ...sourceResolution,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // One server for the whole run and a browser per file; journeys run one after another. Two at
    // a time overloaded the 2-core machines (timeouts); the test command runs this project in a
    // Vitest run of its own, beside the rest from the start (decision 0035).
    fileParallelism: false,
    // A journey's steps wait up to 20 s each; on a slower 2-core machine the suite runs at half the
    // speed (a payment journey took 18 s), so a journey may take a minute before it is called stuck.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
