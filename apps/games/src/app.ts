import {
  healthRoutes,
  installContractHttp,
  installMetrics,
  serverOptions,
  type SqlConnection,
} from '@ficha/contract/server';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { createGamesDb } from './db/database.ts';
import { installGamePages } from './http/game-pages.ts';
import { installProviderSignature, platformCallerCode } from './http/provider-signature.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';

/**
 * The composition root of the game server: services wired to their few dependencies, then the HTTP layer.
 * Tests start exactly this with `app.inject`; the launcher starts it beside the platform.
 */
export async function buildGamesApp({
  config,
  connection,
}: {
  config: Config;
  connection: SqlConnection;
}): Promise<FastifyInstance> {
  const db = createGamesDb(connection);
  const app = Fastify(serverOptions({ service: 'games', logLevel: config.LOG_LEVEL, trustProxy: config.TRUST_PROXY }));

  const catalog = createCatalogService(db, { providerCode: config.GAMES_PROVIDER_CODE });

  installContractHttp(app);
  installMetrics(app, 'games');
  // The game pages of the iframe (apps/games/web, once built): /play/<gameCode>, /rounds/<roundId>, /verify.
  await installGamePages(app);
  healthRoutes(app, () => connection.exec('select 1'));

  // The platform's calls (/rgs/v1/*): every route in this scope is signed with the shared provider secret.
  await app.register(async (platformCalls) => {
    installProviderSignature(platformCalls, { callerCode: platformCallerCode, secret: config.GAMES_PROVIDER_SECRET });
    catalogRoutes(platformCalls, catalog);
  });
  return app;
}
