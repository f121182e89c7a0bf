import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../config/vite.shared.ts';

// The API the dev server forwards /api to (`pnpm --filter @review-center/api dev`).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  ...sourceResolution,
  plugins: [react()],
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Every browser the site supports has modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page runs, in one chunk: React, the router, TanStack Query and
        // styled-components are needed together by each page, and one file compresses better
        // and costs one request where a dozen slivers cost a dozen.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|styled-components|stylis|@emotion)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
