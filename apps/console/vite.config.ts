import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/** The console is served by the platform under /console; in development the API calls go to the platform. */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, '');
  const platformUrl = env['PLATFORM_URL'] || 'http://127.0.0.1:8080';
  const proxy = Object.fromEntries(['/cms', '/wps', '/docs'].map((path) => [path, platformUrl]));

  return {
    base: '/console/',
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true },
    server: { port: 5174, strictPort: true, proxy },
    preview: { port: 5174, strictPort: true, proxy },
  };
});
