import { ok, rgsCatalogQuerySchema, rgsCatalogSchema, rgsPaths } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../../http/parse-request.ts';
import type { CatalogService } from './catalog.service.ts';

/** `GET /rgs/v1/games`: the signed catalog call of the platform. Bind inside the signed scope. */
export function catalogRoutes(scope: FastifyInstance, catalog: CatalogService) {
  scope.get(rgsPaths.games, async (request) => {
    parseRequest(rgsCatalogQuerySchema, request.query);
    return ok(rgsCatalogSchema.parse(await catalog.listCatalog()));
  });
}
