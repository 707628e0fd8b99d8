import { DomainError, rgsListGames } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyInstance } from 'fastify';
import type { CatalogService } from './catalog.service.ts';
import { gameIcons } from './game-icons.ts';
import { isGameCode } from './game-definitions.ts';

/** `GET /rgs/v1/games`: the signed catalog call of the platform. */
export function catalogRoutes(binder: EndpointBinder, catalog: CatalogService) {
  binder.bind(rgsListGames, () => catalog.listCatalog());
}

/** `GET /icons/<gameCode>.svg`: the games' own artwork, public, cached for a day. */
export function iconRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const match = /^([a-z-]{1,40})\.svg$/.exec(request.params.file);
    const code = match?.[1];
    if (!code || !isGameCode(code)) throw new DomainError('not_found');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(gameIcons[code]);
  });
}
