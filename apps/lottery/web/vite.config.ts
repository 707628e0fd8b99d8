/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The lottery the dev server forwards API calls to. */
const lotteryUrl = process.env['LOTTERY_URL'] ?? 'http://127.0.0.1:8083';

/**
 * The lottery's betting page (`/play/<gameCode>`), built into apps/lottery/dist/web and served by the lottery with
 * its assets under `/web/`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/web/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      // The contract's and the engines' modules only define schemas and functions: free of side effects, so the
      // page keeps only the bet rules it reads.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/](contract|engines)[\\/]src[\\/]/.test(id),
      },
    },
  },
  server: {
    port: 5177,
    proxy: Object.fromEntries(['/api', '/rgs', '/healthz'].map((prefix) => [prefix, { target: lotteryUrl }])),
  },
});
