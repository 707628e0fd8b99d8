/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The sportsbook the dev server forwards API calls to. */
const sportsbookUrl = process.env['SPORTSBOOK_URL'] ?? 'http://127.0.0.1:8084';

/**
 * The betting pages (`/sports`, `/esports`), built into apps/sportsbook/dist/web and served by the sportsbook with
 * their assets under `/web/` (decision 0057).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/web/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      // The contract's modules only define schemas and functions: free of side effects, so the page keeps only
      // what it uses.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) },
    },
  },
  server: {
    port: 5176,
    proxy: Object.fromEntries(['/api', '/healthz'].map((prefix) => [prefix, { target: sportsbookUrl }])),
  },
});
