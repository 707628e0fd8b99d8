import {
  createCatalogContainer,
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
import type { ProviderRegistryService } from '../seamless/providers.service.ts';

/**
 * The console's catalog calls, always on the operator's merchant. The sync reads the catalog of one of the
 * merchant's registered, enabled providers (the provider registry holds its address and secret).
 */
export function consoleCatalogRoutes(
  bind: EndpointBinder,
  deps: { consoleCatalog: ConsoleCatalogService; providers: ProviderRegistryService },
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

  bind.bind(syncCatalog, async ({ providerCode }, request) => {
    const { merchantId } = operatorOf(request);
    return consoleCatalog.sync(merchantId, await deps.providers.endpoint(merchantId, providerCode), actorOf(request));
  });

  bind.bind(getLaneRules, async (_input, request) => consoleCatalog.laneRules(operatorOf(request).merchantId));

  bind.bind(updateLaneRules, async (input, request) =>
    consoleCatalog.updateLaneRules(operatorOf(request).merchantId, input, actorOf(request)),
  );
}
