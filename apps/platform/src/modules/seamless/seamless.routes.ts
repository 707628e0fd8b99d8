import {
  DomainError,
  ok,
  seamlessAuthenticate,
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
  signatureHeaders,
  type Endpoint,
  type EndpointParsedInput,
  type EndpointResult,
} from '@ficha/contract';
import { captureRawJsonBodies, fieldErrorsFromZod, isFresh, verifySignature } from '@ficha/contract/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SeamlessProviderRow } from '../../db/schema/index.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { SeamlessService } from './seamless.service.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * `POST /seamless/v1/*`, the calls game providers make, in their own encapsulated scope: the JSON parser
 * keeps the raw body, and before any handler runs the provider is found by `X-Provider`, the signature is
 * checked over the raw bytes with that provider's secret, and the body's `timestamp` must be within five
 * minutes. Unknown provider or bad signature: INVALID_SIGNATURE; disabled: PROVIDER_DISABLED; stale:
 * REQUEST_EXPIRED — each before anything is read or written for the call.
 */
export async function seamlessRoutes(
  app: FastifyInstance,
  deps: { seamless: SeamlessService; merchants: MerchantService },
) {
  await app.register(async (scope) => {
    const rawBodyOf = captureRawJsonBodies(scope);
    const providers = new WeakMap<FastifyRequest, SeamlessProviderRow>();

    scope.addHook('preHandler', async (request) => {
      const code = header(request, signatureHeaders.provider);
      const signature = header(request, signatureHeaders.signature);
      const provider = code && code.length <= 32 ? await deps.seamless.providerByCode(code) : undefined;
      if (!provider || !verifySignature(provider.secret, rawBodyOf(request) ?? '', signature)) {
        request.log.warn({ provider: code }, 'seamless call refused: unknown provider or bad signature');
        throw new DomainError('INVALID_SIGNATURE');
      }
      request.merchant = await deps.merchants.byId(provider.merchantId);
      if (!provider.enabled) throw new DomainError('PROVIDER_DISABLED');
      const timestamp = (request.body as { timestamp?: unknown } | null)?.timestamp;
      if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp <= 0) {
        throw new DomainError('request_param_err', { fields: [{ field: 'timestamp', reason: 'invalid_type' }] });
      }
      if (!isFresh(timestamp)) throw new DomainError('REQUEST_EXPIRED');
      providers.set(request, provider);
    });

    const bind = <E extends Endpoint>(
      endpoint: E,
      handler: (provider: SeamlessProviderRow, input: EndpointParsedInput<E>) => Promise<EndpointResult<E>>,
    ) => {
      scope.post(endpoint.path, async (request) => {
        const provider = providers.get(request);
        if (!provider) throw new Error('seamless call without its verified provider');
        const parsed = endpoint.request.safeParse(request.body);
        if (!parsed.success) throw new DomainError('request_param_err', { fields: fieldErrorsFromZod(parsed.error) });
        return ok(endpoint.response.parse(await handler(provider, parsed.data as EndpointParsedInput<E>)));
      });
    };

    bind(seamlessAuthenticate, (provider, input) => deps.seamless.authenticate(provider, input));
    bind(seamlessBalance, (provider, input) => deps.seamless.balance(provider, input));
    bind(seamlessDebit, (provider, input) => deps.seamless.debit(provider, input));
    bind(seamlessCredit, (provider, input) => deps.seamless.credit(provider, input));
    bind(seamlessRollback, (provider, input) => deps.seamless.rollback(provider, input));
  });
}
