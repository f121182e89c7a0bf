import { defineProject } from 'vitest/config';
import { sourceResolution, unitTestPool } from '../../config/vite.shared.ts';

export default defineProject({
  ...sourceResolution,
  test: {
    ...unitTestPool,
    name: 'forms',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['../../config/vitest.dom-setup.ts', 'src/testing/setup.ts'],
  },
});
