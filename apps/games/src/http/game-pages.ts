import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { frameAncestorSchema, gamesApiPaths } from '@ficha/contract';
import { baseCspDirectives, contentSecurityPolicy, type CspDirectives } from '@ficha/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where `npm run build -w apps/games` puts the game pages (apps/games/web → apps/games/dist/web). */
export const gamePagesDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** The pages the iframe app answers; each returns its index.html and the app reads the path. */
export const gamePagePaths = ['/play/:gameCode', '/rounds/:roundId', '/verify'] as const;

const roundDetailPrefix = gamesApiPaths.roundDetail.replace(':roundId', '');

/**
 * The policy of every answer of the game server (its pages, assets and API): our own scripts and styles (React
 * sets inline styles), images from here or data: URLs, calls and the crash room's socket to here only. Framed by
 * nobody but itself, except a launched game page (below).
 */
export const gameServerCspDirectives: CspDirectives = {
  ...baseCspDirectives,
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
};

export interface GamePagesOptions {
  /** Where the built pages are; apps/games/dist/web by default. */
  dir?: string;
  /** The sites the launch of a `/play` page's token allows to frame it (from the signed launch call). */
  playFrameAncestors?: (launchToken: unknown) => Promise<readonly string[]>;
}

/**
 * A `/play/<gameCode>?token=…` page may be framed only by the merchant sites its launch named; a page without a
 * launch behind it (no token, an unknown or expired one) by nobody.
 */
async function playPagePolicy(request: FastifyRequest, options: GamePagesOptions): Promise<string> {
  const token = (request.query as Record<string, unknown> | undefined)?.['token'];
  const allowed = (await options.playFrameAncestors?.(token)) ?? [];
  const ancestors = allowed.filter((origin) => frameAncestorSchema.safeParse(origin).success);
  return contentSecurityPolicy({
    ...gameServerCspDirectives,
    'frame-ancestors': ancestors.length > 0 ? ancestors : ["'none'"],
  });
}

/**
 * Serves the game pages (apps/games/web) when they are built: the app shell at `/play/<gameCode>`,
 * `/rounds/<roundId>` and `/verify` (never cached, so a new build shows at once), and its assets under
 * `/web/` (content-hashed files cached for a year). A browser opening the round detail link of a bet record
 * (`/rgs/v1/rounds/<roundId>`, asking for HTML) is sent to the replay page; API clients still get JSON.
 * Returns whether the pages were found.
 */
export async function installGamePages(app: FastifyInstance, options: GamePagesOptions = {}): Promise<boolean> {
  const root = resolve(options.dir ?? gamePagesDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ dir: root }, 'game pages not built: run `npm run build -w apps/games`');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/web/',
    index: false,
    wildcard: true,
    // The build leaves .br/.gz copies beside the assets (scripts/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      const hashed = /[\\/]assets[\\/]/.test(path);
      response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  for (const path of gamePagePaths) {
    app.get(path, async (request, reply) => {
      if (path === gamesApiPaths.playPage)
        reply.header('content-security-policy', await playPagePolicy(request, options));
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    });
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
