import {
  seamlessAuthenticate,
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
} from '@ficha/contract';
import type { EndpointBinder, SignedCaller } from '@ficha/contract/server';
import type { SeamlessProviderRow } from '../../db/schema/index.ts';
import type { SeamlessService } from './seamless.service.ts';

/** `POST /seamless/v1/*`, the calls game providers make, each by the provider its signature proved (`callers`). */
export function seamlessRoutes(
  binder: EndpointBinder,
  deps: { seamless: SeamlessService; callers: SignedCaller<SeamlessProviderRow> },
) {
  const { seamless, callers } = deps;
  binder.bind(seamlessAuthenticate, (input, request) => seamless.authenticate(callers.callerOf(request), input));
  binder.bind(seamlessBalance, (input, request) => seamless.balance(callers.callerOf(request), input));
  binder.bind(seamlessDebit, (input, request) => seamless.debit(callers.callerOf(request), input));
  binder.bind(seamlessCredit, (input, request) => seamless.credit(callers.callerOf(request), input));
  binder.bind(seamlessRollback, (input, request) => seamless.rollback(callers.callerOf(request), input));
}
