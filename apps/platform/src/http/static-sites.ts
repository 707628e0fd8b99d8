import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
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

/** A year: Vite names every file under `assets/` after a hash of its content, so one never changes. */
const hashedAssetCacheControl = 'public, max-age=31536000, immutable';

/**
 * Cache headers of a built site's files: the hashed `assets/` for a year without revalidation, everything else
 * (the app shell, the favicon) revalidated on each use so that a new build shows at once.
 */
function cacheHeadersFor(root: string) {
  return (response: SetHeadersResponse, path: string) => {
    const isHashedAsset = relative(root, path).startsWith(`assets${sep}`);
    response.setHeader('cache-control', isHashedAsset ? hashedAssetCacheControl : 'no-cache');
  };
}

/** What both built sites are served with: precompressed copies, our cache headers, no dot-folders (`.vite/`). */
function builtSiteOptions(root: string) {
  return {
    root,
    // The build leaves .br/.gz copies beside the assets (scripts/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeadersFor(root),
    dotfiles: 'ignore',
    wildcard: false,
    index: false,
  } as const;
}

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
  if (hasWeb) await app.register(fastifyStatic, { ...builtSiteOptions(web), prefix: '/' });
  if (hasConsole) {
    await app.register(fastifyStatic, { ...builtSiteOptions(consoleDir), prefix: '/console/', decorateReply: !hasWeb });
  }

  return function servePage(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '/';
    if (apiPrefixes.some((p) => path.startsWith(p))) return false;
    // A missing asset is a real 404, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(path) && !path.endsWith('.html')) return false;
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
