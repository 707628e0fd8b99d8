import {
  createProvider,
  getProviderReconciliation,
  listProviders,
  rotateProviderSecret,
  updateProvider,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf as actorOf, operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { ProviderRegistryService } from './providers.service.ts';

/** The console's provider registry and reconciliation, inside the operator's merchant. */
export function providerRoutes(bind: EndpointBinder, providers: ProviderRegistryService) {
  bind.bind(listProviders, async (_input, request) => providers.list(merchantIdOf(request)));
  bind.bind(createProvider, async (input, request) => providers.create(merchantIdOf(request), input, actorOf(request)));
  bind.bind(updateProvider, async ({ id, ...input }, request) =>
    providers.update(merchantIdOf(request), id, input, actorOf(request)),
  );
  bind.bind(rotateProviderSecret, async (input, request) =>
    providers.rotateSecret(merchantIdOf(request), input.id, actorOf(request)),
  );
  bind.bind(getProviderReconciliation, async (input, request) =>
    providers.reconcile(merchantIdOf(request), input.date),
  );
}
