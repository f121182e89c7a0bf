import { defineProject } from 'vitest/config';
import { sourceResolution, unitTestPool } from '../../config/vite.shared.ts';
import { contractRoles } from './contract-roles.ts';

export default defineProject({
  ...sourceResolution,
  plugins: [contractRoles()],
  test: {
    ...unitTestPool,
    // Each file in its own module graph: the files mock different modules (the api-client's
    // hooks, the console's client), and shared between files in one worker, a mock of one file
    // answered another's calls, failing four tests whenever the files met in that order.
    isolate: true,
    name: 'staff',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
