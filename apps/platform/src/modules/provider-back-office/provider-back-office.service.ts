import { randomUUID } from 'node:crypto';
import { DomainError, type Endpoint, type ProviderRow } from '@ficha/contract';
import type { z } from 'zod';
import type { Merchant } from '../merchants/merchant.ts';
import { callProvider, type ProviderEndpoint } from '../seamless/provider-client.ts';
import type { ProviderRegistryService } from '../seamless/providers.service.ts';

/** A back office call may refund many tickets before it answers (a draw's cancellation): given time. */
const backOfficeTimeoutMs = 30_000;

/** One of the merchant's providers, opened for its back office. */
export interface BackOffice {
  provider: ProviderEndpoint;
  /**
   * A signed back-office call (decision 0084): `POST <baseUrl><path>` with the signed envelope, the merchant's
   * code and the call's fields; the answer checked against the endpoint's response schema.
   */
  call<E extends Endpoint>(endpoint: E, fields: Record<string, unknown>): Promise<z.infer<E['response']>>;
}

/**
 * The console's one path to a provider's back office (decision 0084): the operator's session and permission are
 * checked by the platform's access hook; this service finds the named provider among the operator's merchant's
 * switched-on providers of the right category (another merchant's provider, or one of another kind, is
 * `not_found`) and signs the call to it as the platform's other `/rgs/v1` calls are signed, always naming the
 * merchant — the provider answers about that merchant only. The caller audits what changes.
 */
export function createProviderBackOfficeService(deps: { providers: ProviderRegistryService }) {
  /**
   * The merchant's switched-on providers whose own kind is the category: their first category (the one their bet
   * records are of). A provider listed in the lobby under more categories (the demo's game server is under sports
   * and lottery too) has no back office of those (decision 0089).
   */
  async function rowsOf(merchant: Merchant, category: ProviderRow['categories'][number]) {
    const { list } = await deps.providers.list(merchant.id);
    return list.filter((row) => row.enabled && row.categories[0] === category);
  }

  return {
    /** The merchant's switched-on providers of a kind (whose back office the console may open). */
    async providersOf(merchant: Merchant, category: ProviderRow['categories'][number]) {
      return (await rowsOf(merchant, category)).map((row) => ({ code: row.code, name: row.name }));
    },

    async open(
      merchant: Merchant,
      providerCode: string,
      category: ProviderRow['categories'][number],
    ): Promise<BackOffice> {
      if (!(await rowsOf(merchant, category)).some((row) => row.code === providerCode)) {
        throw new DomainError('not_found');
      }
      const provider = await deps.providers.endpoint(merchant.id, providerCode);
      return {
        provider,
        call: <E extends Endpoint>(endpoint: E, fields: Record<string, unknown>) => {
          const body = JSON.stringify({
            requestId: randomUUID(),
            timestamp: Date.now(),
            merchantCode: merchant.code,
            ...fields,
          });
          return callProvider(
            provider,
            { what: endpoint.name, path: endpoint.path, timeoutMs: backOfficeTimeoutMs, body, passRefusals: true },
            endpoint.response as E['response'],
          );
        },
      };
    },
  };
}

export type ProviderBackOfficeService = ReturnType<typeof createProviderBackOfficeService>;
