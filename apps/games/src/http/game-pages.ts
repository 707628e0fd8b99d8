import { fileURLToPath } from 'node:url';
import { gamesApiPaths } from '@ficha/contract';
import { installProviderPages } from '@ficha/provider-kit';
import type { FastifyInstance } from 'fastify';

/** Where `npm run build -w apps/games` puts the game pages (apps/games/web → apps/games/dist/web). */
export const gamePagesDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** The pages the iframe app answers; each returns its index.html and the app reads the path. */
export const gamePagePaths = ['/play/:gameCode', '/rounds/:roundId', '/verify'] as const;

const roundDetailPrefix = gamesApiPaths.roundDetail.replace(':roundId', '');

export interface GamePagesOptions {
  /** Where the built pages are; apps/games/dist/web by default. */
  dir?: string;
  /** The sites the launch of a `/play` page's token allows to frame it (from the signed launch call). */
  playFrameAncestors?: (launchToken: unknown) => Promise<readonly string[]>;
}

/**
 * Serves the game pages (apps/games/web) when they are built: the app shell at `/play/<gameCode>` (framed only
 * by the sites its launch named), `/rounds/<roundId>` and `/verify`, and its assets under `/web/` (the provider
 * kit's page shell). A browser opening the round detail link of a bet record (`/rgs/v1/rounds/<roundId>`, asking
 * for HTML) is sent to the replay page; API clients still get JSON. Returns whether the pages were found.
 */
export async function installGamePages(app: FastifyInstance, options: GamePagesOptions = {}): Promise<boolean> {
  const installed = await installProviderPages(app, {
    root: options.dir ?? gamePagesDir,
    pages: gamePagePaths,
    launchedPages: [gamesApiPaths.playPage],
    frameAncestors: async (token) => (await options.playFrameAncestors?.(token)) ?? [],
  });
  if (!installed) return false;
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
