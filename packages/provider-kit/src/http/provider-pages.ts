import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { frameAncestorSchema } from '@ficha/contract';
import { baseCspDirectives, contentSecurityPolicy, type CspDirectives } from '@ficha/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The policy of every answer of a provider of ours (its pages, assets and API): our own scripts and styles (React
 * sets inline styles), images from here or data: URLs, calls to here only. Framed by nobody but itself, except a
 * launched page (below).
 */
export const providerPageCspDirectives: CspDirectives = {
  ...baseCspDirectives,
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
};

export interface ProviderPagesOptions {
  /** Where the built pages are (a Vite build with base `/web/`). */
  root: string;
  /** The paths answered with the app shell (its index.html); the app reads the path. */
  pages: readonly string[];
  /** The paths a launch opens: framed only by the sites the launch of its `?token=…` named. */
  launchedPages: readonly string[];
  /** The sites the launch of a page's token allows to frame it (from the signed launch call). */
  frameAncestors: (launchToken: unknown) => Promise<readonly string[]>;
}

/**
 * A launched page may be framed only by the merchant sites its launch named; a page without a launch behind it
 * (no token, an unknown or expired one) by nobody.
 */
async function launchedPagePolicy(request: FastifyRequest, options: ProviderPagesOptions): Promise<string> {
  const token = (request.query as Record<string, unknown> | undefined)?.['token'];
  const allowed = await options.frameAncestors(token);
  const ancestors = allowed.filter((origin) => frameAncestorSchema.safeParse(origin).success);
  return contentSecurityPolicy({
    ...providerPageCspDirectives,
    'frame-ancestors': ancestors.length > 0 ? ancestors : ["'none'"],
  });
}

/**
 * Serves a provider's built pages when they are built: the app shell at each page path (never cached, so a new
 * build shows at once) and its assets under `/web/` (content-hashed files cached for a year, the build's .br/.gz
 * copies served to who accepts them). Returns whether the pages were found.
 */
export async function installProviderPages(app: FastifyInstance, options: ProviderPagesOptions): Promise<boolean> {
  const root = resolve(options.root);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ dir: root }, 'pages not built: run `npm run build`');
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
  for (const path of options.pages) {
    app.get(path, async (request, reply) => {
      if (options.launchedPages.includes(path))
        reply.header('content-security-policy', await launchedPagePolicy(request, options));
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    });
  }
  return true;
}
