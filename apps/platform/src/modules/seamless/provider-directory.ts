import type { SqlConnection } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { createTtlCache } from '../../cache/ttl-cache.ts';
import type { Db } from '../../db/database.ts';
import type { SeamlessProviderRow } from '../../db/schema/index.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { listenToChannel } from '../realtime/channel-listener.ts';
import { findProviderByCode } from './seamless.queries.ts';

/**
 * The channel `platform.seamless_providers` and `platform.merchants` announce a change on (trigger in
 * db/functions/03_seamless.sql): every instance forgets its cached providers when it hears it.
 */
export const providerChangesChannel = 'ficha_seamless_providers';

/**
 * How long a cached provider lives at most. Changes reach every instance through the channel within
 * milliseconds; the limit only bounds a change missed while an instance's listener was reconnecting.
 */
const providerCacheTtlMs = 60_000;

export interface KnownProvider {
  provider: SeamlessProviderRow;
  merchant: Merchant;
}

export interface ProviderDirectory {
  /** The provider `X-Provider` names with its merchant, or undefined for an unknown code. */
  byCode(code: string): Promise<KnownProvider | undefined>;
  /** Forgets every cached provider (this instance; the trigger tells the others). */
  forget(): void;
}

/**
 * The providers of the wallet calls (ARCHITECTURE.md "Seamless wallet"), read once and cached per instance
 * instead of two reads per call (decision 0031). A change of a provider or of a merchant clears the cache on
 * every instance: the instance that made it at once, the others when the NOTIFY of the change arrives.
 */
export function createProviderDirectory(db: Db, merchants: MerchantService): ProviderDirectory {
  const cache = createTtlCache<KnownProvider | undefined>(providerCacheTtlMs);
  return {
    byCode: (code) =>
      cache.get(code, async () => {
        const provider = await findProviderByCode(db, code);
        return provider && { provider, merchant: await merchants.byId(provider.merchantId) };
      }),
    forget: () => cache.clear(),
  };
}

/** Keeps `directory` in step with changes made through any instance; answers the listener to close. */
export function listenToProviderChanges(
  connection: SqlConnection,
  directory: ProviderDirectory,
  log: FastifyBaseLogger,
) {
  return listenToChannel(
    connection,
    providerChangesChannel,
    { onPayload: () => directory.forget(), onResync: () => directory.forget() },
    log,
  );
}
