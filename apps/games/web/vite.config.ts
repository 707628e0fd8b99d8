/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The game server the dev server forwards API calls to. */
const gamesUrl = process.env['GAMES_URL'] ?? 'http://127.0.0.1:8081';

/**
 * The game pages (`/play/<gameCode>`, `/rounds/<roundId>`, `/verify`), built into apps/games/dist/web and
 * served by the game server with their assets under `/web/`. Every game is its own lazy chunk.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/web/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      // The contract's and the engines' modules only define schemas and functions: free of side effects,
      // so each game's chunk keeps only the engine code it uses.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/](contract|engines)[\\/]src[\\/]/.test(id),
      },
    },
  },
  server: {
    port: 5175,
    proxy: Object.fromEntries(
      ['/api', '/rgs', '/icons', '/healthz'].map((prefix) => [prefix, { target: gamesUrl, ws: true }]),
    ),
  },
});
