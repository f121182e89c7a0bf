/**
 * Publishes the static Storybook to Chromatic when a project token is present. Chromatic's
 * service is unreachable from the build machines, so this is never part of the test run.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: nothing to publish.');
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
