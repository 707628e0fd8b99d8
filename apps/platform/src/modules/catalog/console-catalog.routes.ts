import {
  createCatalogContainer,
  DomainError,
  getLaneRules,
  listCatalogGames,
  listCatalogVendors,
  syncCatalog,
  updateCatalogGame,
  updateCatalogVendor,
  updateLaneRules,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf as actorOf, operatorOf } from '../../http/request-context.ts';
import type { ConsoleCatalogService } from './console-catalog.service.ts';
import type { ProviderEndpoint } from './provider-catalog-client.ts';

/**
 * The console's catalog calls, always on the operator's merchant. `provider` is the game server the sync
 * reads (from configuration until the provider registry names it); without one the sync is not available.
 */
export function consoleCatalogRoutes(
  bind: EndpointBinder,
  deps: { consoleCatalog: ConsoleCatalogService; provider: ProviderEndpoint | null },
) {
  const { consoleCatalog } = deps;
  bind.bind(listCatalogVendors, async (_input, request) => consoleCatalog.vendors(operatorOf(request).merchantId));

  bind.bind(updateCatalogVendor, async ({ id, ...change }, request) =>
    consoleCatalog.updateVendor(operatorOf(request).merchantId, id, change, actorOf(request)),
  );

  bind.bind(listCatalogGames, async (input, request) =>
    consoleCatalog.games(
      operatorOf(request).merchantId,
      { vendorId: input.vendorId, query: input.query || undefined },
      input.pageNo,
      input.pageSize,
    ),
  );

  bind.bind(updateCatalogGame, async ({ nodeId, ...change }, request) =>
    consoleCatalog.updateGame(operatorOf(request).merchantId, nodeId, change, actorOf(request)),
  );

  bind.bind(createCatalogContainer, async (input, request) =>
    consoleCatalog.createContainer(operatorOf(request).merchantId, input, actorOf(request)),
  );

  bind.bind(syncCatalog, async (_input, request) => {
    if (!deps.provider) throw new DomainError('function.not.available');
    return consoleCatalog.sync(operatorOf(request).merchantId, deps.provider, actorOf(request));
  });

  bind.bind(getLaneRules, async (_input, request) => consoleCatalog.laneRules(operatorOf(request).merchantId));

  bind.bind(updateLaneRules, async (input, request) =>
    consoleCatalog.updateLaneRules(operatorOf(request).merchantId, input, actorOf(request)),
  );
}
