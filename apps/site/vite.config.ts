import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../config/vite.shared.ts';

// The API the dev server forwards /api to (`pnpm --filter @review-center/api dev`).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  ...sourceResolution,
  plugins: [
    react(),
    // The site is written in English only: React Aria's own strings (a date picker's "Calendar",
    // a combo box's "Show suggestions") in the 34 other languages it ships would be dead weight in
    // every form's chunk. A browser set to another language gets the en-US ones (React Aria's
    // fallback), in keeping with the rest of the page (decision 0033).
    optimizeLocales.vite({ locales: ['en-US'] }),
  ],
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
  build: {
    target: 'es2022',
    // Written for debugging, never linked from the scripts nor served (decision 0024).
    sourcemap: 'hidden',
    manifest: true,
    // Every browser the site supports has modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page runs, in two chunks: React (react-dom's CommonJS build, initialised on
        // first use) and the rest of the framework (the router, TanStack Query and
        // styled-components, evaluated as soon as their chunk is). Every page needs them together,
        // and a file each compresses better and costs one request where a dozen slivers cost a
        // dozen; two, so boot.ts can evaluate them in separate tasks (decision 0015).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'framework',
              test: /node_modules[\\/](react-router|react-router-dom|@tanstack|styled-components|stylis|@emotion)[\\/]/,
            },
            {
              name: 'aria',
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately)[\\/]/,
              minShareCount: 14,
            },
          ],
        },
      },
    },
  },
});
