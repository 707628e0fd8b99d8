import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { gamesApiPaths } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';

/** Where `npm run build -w apps/games` puts the game pages (apps/games/web → apps/games/dist/web). */
export const gamePagesDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** The pages the iframe app answers; each returns its index.html and the app reads the path. */
export const gamePagePaths = ['/play/:gameCode', '/rounds/:roundId', '/verify'] as const;

const roundDetailPrefix = gamesApiPaths.roundDetail.replace(':roundId', '');

/**
 * Serves the game pages (apps/games/web) when they are built: the app shell at `/play/<gameCode>`,
 * `/rounds/<roundId>` and `/verify` (never cached, so a new build shows at once), and its assets under
 * `/web/` (content-hashed files cached for a year). A browser opening the round detail link of a bet record
 * (`/rgs/v1/rounds/<roundId>`, asking for HTML) is sent to the replay page; API clients still get JSON.
 * Returns whether the pages were found.
 */
export async function installGamePages(app: FastifyInstance, dir: string = gamePagesDir): Promise<boolean> {
  const root = resolve(dir);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ dir: root }, 'game pages not built: run `npm run build -w apps/games`');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/web/',
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      const hashed = /[\\/]assets[\\/]/.test(path);
      response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  for (const path of gamePagePaths) {
    app.get(path, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', root));
  }
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith(roundDetailPrefix)) return;
    const accept = request.headers.accept ?? '';
    if (!accept.includes('text/html') || accept.includes('application/json')) return;
    const roundId = request.url.slice(roundDetailPrefix.length).split('?')[0] ?? '';
    if (!/^[A-Za-z0-9._:%-]{1,192}$/.test(roundId)) return;
    return reply.redirect(`/rounds/${roundId}`, 302);
  });
  return true;
}
