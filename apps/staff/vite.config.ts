import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../config/vite.shared.ts';
import { contractRoles } from './contract-roles.ts';

// The API the dev server forwards /api to (`pnpm --filter @review-center/api start`).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The staff console: its own build, served by the API under /staff, so nothing of it is ever
 * loaded by the public site (docs/architecture.md#the-staff-console-and-more-than-one-process).
 */
export default defineConfig({
  ...sourceResolution,
  base: '/staff/',
  plugins: [react(), contractRoles()],
  server: { port: 5174, proxy: { '/api': apiTarget } },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
});
