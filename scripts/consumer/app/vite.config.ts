import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // styled-components 6 ships CommonJS for Node: the server bundle includes it, and the packages
  // that import it (their README, "Server rendering").
  ssr: { noExternal: ['styled-components', /^@review-center\//] },
});
