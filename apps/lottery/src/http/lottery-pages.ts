import { fileURLToPath } from 'node:url';
import { installProviderPages } from '@ficha/provider-kit';
import type { FastifyInstance } from 'fastify';

/** Where `npm run build -w apps/lottery` puts the betting page (apps/lottery/web → apps/lottery/dist/web). */
export const lotteryPagesDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** The page a launch opens. */
const lotteryPagePaths = ['/play/:gameCode'] as const;

/**
 * Serves the betting page (apps/lottery/web, once built) at `/play/<gameCode>?token=…` — framed only by the
 * merchant sites its launch named — and its assets under `/web/`. Returns whether the page was found.
 */
export function installLotteryPages(
  app: FastifyInstance,
  options: { dir?: string; frameAncestors: (launchToken: unknown) => Promise<readonly string[]> },
): Promise<boolean> {
  return installProviderPages(app, {
    root: options.dir ?? lotteryPagesDir,
    pages: lotteryPagePaths,
    launchedPages: lotteryPagePaths,
    frameAncestors: options.frameAncestors,
  });
}
