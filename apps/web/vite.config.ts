/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The platform server the dev server forwards API calls to. */
const platformUrl = process.env['PLATFORM_URL'] ?? 'http://127.0.0.1:8080';
/** What the platform answers besides pages: API gateways, merchant media, API docs, health. */
const proxiedPrefixes = ['/wps', '/lgw', '/lotto', '/cms', '/media', '/docs', '/healthz'];

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // `.vite/manifest.json`: which chunks the home page loads at first, for the size budget
    // (scripts/size-budget.ts); the platform does not serve dot-folders.
    manifest: true,
    // Every browser the site supports knows `<link rel="modulepreload">`: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contract's modules only define schemas and functions; declaring them free of side effects lets
      // the build drop the endpoints the player site never calls (console, operator) from the first load.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) },
      output: {
        codeSplitting: {
          // zod in a chunk of its own with our setting of it (lib/zod-without-eval.ts), so the setting runs
          // before any module of the contract builds a schema.
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]lib[\\/]zod-without-eval\.ts$/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `/wps` carries the realtime WebSocket (`/wps/ws`) too.
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: platformUrl, changeOrigin: true, ws: prefix === '/wps' }]),
    ),
  },
  preview: { port: 4173 },
});
