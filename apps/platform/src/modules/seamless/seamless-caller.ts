import { DomainError } from '@ficha/contract';
import { signedCaller, type SignedCaller } from '@ficha/contract/server';
import type { KnownProvider, ProviderDirectory } from './provider-directory.ts';

/**
 * The callers of `POST /seamless/v1/*`: the provider `X-Provider` names (from the provider directory, so a call
 * reads nothing for it), its signature checked over the raw body with that provider's secret, the body's
 * `timestamp` within five minutes. Unknown provider or bad signature: INVALID_SIGNATURE; disabled:
 * PROVIDER_DISABLED (its merchant already resolved, for the message language); stale: REQUEST_EXPIRED — each
 * before anything is read or written for the call.
 */
export function seamlessCaller(deps: { providers: ProviderDirectory }): SignedCaller<KnownProvider> {
  return signedCaller<KnownProvider>({
    async find(code) {
      const known = code.length <= 32 ? await deps.providers.byCode(code) : undefined;
      return known && { caller: known, secret: known.provider.secret };
    },
    admit(known, request) {
      request.merchant = known.merchant;
      if (!known.provider.enabled) throw new DomainError('PROVIDER_DISABLED');
    },
  });
}
