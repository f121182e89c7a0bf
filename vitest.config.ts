import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './config/chromium.ts';
import { sourceResolution, unitTestPool } from './config/vite.shared.ts';
import LongestFirst from './config/sequencer.ts';

/**
 * One test runner for the repo: every package's unit and component tests, every story in
 * Chromium (play function, axe, visual baseline) and the end-to-end journeys.
 */
export default defineConfig({
  ...sourceResolution,
  test: {
    // Two test files at a time on the 2-core machines. Projects loaded from their own config file
    // set it themselves (unitTestPool, decision 0030).
    maxWorkers: 2,
    // Vitest's order, but the journeys longest first, so their two workers end together (decision
    // 0066). Only the root config may choose the order.
    sequence: { sequencer: LongestFirst },
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The repository's own scripts (the citation check).
      { test: { ...unitTestPool, name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      // The API's integration tests again on a real PostgreSQL server, when one is given.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: 'apps/api/vitest.config.ts',
              root: 'apps/api',
              test: {
                name: 'api (postgres)',
                env: { API_TEST_DATABASE: 'postgres' },
                // What does not depend on the database runs once, on PGlite: headers, roles, rate
                // limits, generated bad input, the static site and console, the accounts made at
                // start (decision 0026).
                exclude: [
                  ...configDefaults.exclude,
                  'src/fuzz.test.ts',
                  'src/platform/http/headers.test.ts',
                  'src/platform/http/roles.test.ts',
                  'src/platform/web/**',
                  'src/platform/auth/rate-limit.test.ts',
                  'src/demo/accounts.test.ts',
                ],
              },
            },
          ]
        : []),
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Modules only reached through a lazy import: pre-bundle them up front, or Vite finds them
        // mid-run on a fresh clone, reloads the page and the story fails with "Invalid hook call".
        optimizeDeps: { include: ['react-apexcharts/core', 'apexcharts/line', 'apexcharts/features/legend'] },
        test: {
          name: 'storybook',
          // One story page at a time: visual baselines are taken on a machine not racing itself.
          maxWorkers: 1,
          setupFiles: ['.storybook/visual.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 800, height: 600 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
      'e2e/vitest.config.ts',
    ],
  },
});
