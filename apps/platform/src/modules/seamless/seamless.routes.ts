import {
  seamlessAdjust,
  seamlessAuthenticate,
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
} from '@ficha/contract';
import type { FastifyRequest } from 'fastify';
import type { EndpointBinder, SignedCaller } from '@ficha/contract/server';
import type { KnownProvider } from './provider-directory.ts';
import type { SeamlessService } from './seamless.service.ts';

/** `POST /seamless/v1/*`, the calls game providers make, each by the provider its signature proved (`callers`). */
export function seamlessRoutes(
  binder: EndpointBinder,
  deps: { seamless: SeamlessService; callers: SignedCaller<KnownProvider> },
) {
  const { seamless, callers } = deps;
  const providerOf = (request: FastifyRequest) => callers.callerOf(request).provider;
  binder.bind(seamlessAuthenticate, (input, request) => seamless.authenticate(providerOf(request), input));
  binder.bind(seamlessBalance, (input, request) => seamless.balance(providerOf(request), input));
  binder.bind(seamlessDebit, (input, request) => seamless.debit(providerOf(request), input));
  binder.bind(seamlessCredit, (input, request) => seamless.credit(providerOf(request), input));
  binder.bind(seamlessRollback, (input, request) => seamless.rollback(providerOf(request), input));
  binder.bind(seamlessAdjust, (input, request) => seamless.adjust(providerOf(request), input));
}
