import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const apiPrefixes = [
  '/media/',
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/cms/',
  '/seamless/',
  '/rgs/',
  '/docs',
  '/metrics',
  '/healthz',
  '/readyz',
];

/**
 * Serves the built player site at `/` and the console at `/console` when their folders exist, with the
 * SPA fallback to each `index.html`. Returns the not-found hook that decides whether a path is a page.
 */
export async function installStaticSites(app: FastifyInstance, dirs: { web: string; console: string; media: string }) {
  const web = resolve(dirs.web);
  const consoleDir = resolve(dirs.console);
  const hasWeb = existsSync(resolve(web, 'index.html'));
  const hasConsole = existsSync(resolve(consoleDir, 'index.html'));
  // Merchant media (banners and the like) uploaded or seeded on this server.
  await app.register(fastifyStatic, {
    root: resolve(dirs.media),
    prefix: '/media/',
    decorateReply: false,
    index: false,
  });
  // Only the first registration may decorate the reply with sendFile.
  // `preCompressed`: the build leaves .br/.gz copies beside the assets (scripts/precompress.ts).
  if (hasWeb) {
    await app.register(fastifyStatic, { root: web, prefix: '/', wildcard: false, index: false, preCompressed: true });
  }
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/console/',
      preCompressed: true,
      decorateReply: !hasWeb,
      wildcard: false,
      index: false,
    });
  }

  return function servePage(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '/';
    if (apiPrefixes.some((p) => path.startsWith(p))) return false;
    // A missing asset is a real 404, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(path) && !path.endsWith('.html')) return false;
    reply.header('cache-control', 'no-cache');
    if (path === '/console' || path.startsWith('/console/')) {
      if (!hasConsole) return false;
      void reply.sendFile('index.html', consoleDir);
      return true;
    }
    if (!hasWeb) return false;
    void reply.sendFile('index.html', web);
    return true;
  };
}
