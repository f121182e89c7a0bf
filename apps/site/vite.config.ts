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
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
