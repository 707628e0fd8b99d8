import { DomainError } from '@ficha/contract';
import { signedCaller, type SignedCaller } from '@ficha/contract/server';
import type { SeamlessProviderRow } from '../../db/schema/index.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { SeamlessService } from './seamless.service.ts';

/**
 * The callers of `POST /seamless/v1/*`: the provider `X-Provider` names, its signature checked over the raw body
 * with that provider's secret, the body's `timestamp` within five minutes. Unknown provider or bad signature:
 * INVALID_SIGNATURE; disabled: PROVIDER_DISABLED (its merchant already resolved, for the message language); stale:
 * REQUEST_EXPIRED — each before anything is read or written for the call.
 */
export function seamlessCaller(deps: {
  seamless: SeamlessService;
  merchants: MerchantService;
}): SignedCaller<SeamlessProviderRow> {
  return signedCaller<SeamlessProviderRow>({
    async find(code) {
      const provider = code.length <= 32 ? await deps.seamless.providerByCode(code) : undefined;
      return provider && { caller: provider, secret: provider.secret };
    },
    async admit(provider, request) {
      request.merchant = await deps.merchants.byId(provider.merchantId);
      if (!provider.enabled) throw new DomainError('PROVIDER_DISABLED');
    },
  });
}
