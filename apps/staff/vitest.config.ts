import { defineProject } from 'vitest/config';
import { sourceResolution, unitTestPool } from '../../config/vite.shared.ts';
import { contractRoles } from './contract-roles.ts';

export default defineProject({
  ...sourceResolution,
  plugins: [contractRoles()],
  test: {
    ...unitTestPool,
    name: 'staff',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
