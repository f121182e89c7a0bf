import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../config/vite.shared.ts';

export default defineProject({
  ...sourceResolution,
  test: { name: 'domain', environment: 'node' },
});
