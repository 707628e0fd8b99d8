import {
  createProvider,
  getProviderReconciliation,
  listProviders,
  rotateProviderSecret,
  updateProvider,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import { operatorOf } from '../../http/request-context.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import type { ProviderRegistryService } from './providers.service.ts';

function actorOf(request: FastifyRequest): Actor {
  const operator = operatorOf(request);
  return { type: 'operator', id: operator.id, name: operator.username, ip: request.ip };
}

/** The console's provider registry and reconciliation, inside the operator's merchant. */
export function providerRoutes(bind: EndpointBinder, providers: ProviderRegistryService) {
  const merchantIdOf = (request: FastifyRequest) => operatorOf(request).merchantId;
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
