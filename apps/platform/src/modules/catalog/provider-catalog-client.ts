import { randomUUID } from 'node:crypto';
import {
  DomainError,
  rgsCatalogSchema,
  rgsPaths,
  signatureHeaders,
  successEnvelopeSchema,
  type RgsCatalog,
} from '@ficha/contract';
import { signPayload } from '@ficha/contract/server';

/** What the platform needs to call one game provider (until the provider registry holds it). */
export interface ProviderEndpoint {
  /** The provider's code, e.g. `FICHA`; its vendors are stored under it. */
  code: string;
  /** Where its `/rgs/v1/*` calls are served, e.g. `http://127.0.0.1:8081`. */
  baseUrl: string;
  /** The HMAC secret shared with it. */
  secret: string;
}

/** The `X-Provider` code the platform signs its calls to game servers with. */
export const platformCallerCode = 'PLATFORM';

const catalogTimeoutMs = 10_000;

/**
 * Reads a provider's catalog: `GET <baseUrl>/rgs/v1/games?requestId&timestamp`, the query string signed
 * with HMAC-SHA256 (ARCHITECTURE.md "Seamless wallet"). Anything but a well-formed catalog of that provider
 * is `provider_unavailable`.
 */
export async function fetchProviderCatalog(provider: ProviderEndpoint): Promise<RgsCatalog> {
  const query = new URLSearchParams({ requestId: randomUUID(), timestamp: String(Date.now()) }).toString();
  const url = new URL(rgsPaths.games, provider.baseUrl);
  url.search = query;
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: {
        accept: 'application/json',
        [signatureHeaders.provider]: platformCallerCode,
        [signatureHeaders.signature]: signPayload(provider.secret, query),
      },
      signal: AbortSignal.timeout(catalogTimeoutMs),
    });
    body = await response.json();
  } catch (error) {
    throw new DomainError('provider_unavailable', { detail: `catalog of ${provider.code}: ${String(error)}` });
  }
  const parsed = successEnvelopeSchema(rgsCatalogSchema).safeParse(body);
  if (!parsed.success || parsed.data.value.provider !== provider.code) {
    throw new DomainError('provider_unavailable', { detail: `catalog of ${provider.code}: unexpected answer` });
  }
  return parsed.data.value;
}
