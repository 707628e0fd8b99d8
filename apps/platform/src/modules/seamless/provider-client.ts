import { randomUUID } from 'node:crypto';
import {
  DomainError,
  errorStatus,
  isErrorCode,
  type ErrorCode,
  lotteryEndpoints,
  lotteryProviderDrawsSchema,
  lotteryProviderGamesSchema,
  rgsCatalogSchema,
  rgsLaunchResponseSchema,
  rgsPaths,
  rgsRoomsSchema,
  signatureHeaders,
  successEnvelopeSchema,
  type LotteryProviderDraws,
  type LotteryProviderGames,
  type RgsCatalog,
  type RgsLaunchRequest,
  type RgsRooms,
} from '@ficha/contract';
import { signPayload } from '@ficha/contract/server';
import { z } from 'zod';

/** What the platform needs to call one registered game provider (from the provider registry). */
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
const launchTimeoutMs = 8_000;
/** The room list is read while a player waits on a lobby page: a slow provider is left out, not waited for. */
const roomsTimeoutMs = 2_000;

/**
 * One signed call to a provider (ARCHITECTURE.md "Seamless wallet", the other direction): the raw body (or,
 * for a GET, the raw query string) signed with HMAC-SHA256 under the shared secret. A network failure, a
 * timeout, a refusal or an answer that is not the expected success envelope is `provider_unavailable`.
 */
export async function callProvider<T extends z.ZodType>(
  provider: ProviderEndpoint,
  call: {
    what: string;
    path: string;
    timeoutMs: number;
    query?: string;
    body?: string;
    /**
     * The provider's refusals with one of our error codes pass through as that error (a back-office call,
     * decision 0084: the operator reads why); a server error stays `provider_unavailable`.
     */
    passRefusals?: boolean;
  },
  valueSchema: T,
): Promise<z.infer<T>> {
  const url = new URL(call.path, provider.baseUrl);
  if (call.query !== undefined) url.search = call.query;
  const signed = call.body ?? call.query ?? '';
  let body: unknown;
  try {
    const response = await fetch(url, {
      method: call.body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        [signatureHeaders.provider]: platformCallerCode,
        [signatureHeaders.signature]: signPayload(provider.secret, signed),
      },
      ...(call.body === undefined ? {} : { body: call.body }),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    body = await response.json();
  } catch (error) {
    throw new DomainError('provider_unavailable', { detail: `${call.what} of ${provider.code}: ${String(error)}` });
  }
  if (call.passRefusals) {
    const refusal = z.object({ success: z.literal(false), errorCode: z.string() }).safeParse(body);
    const status = refusal.success && isErrorCode(refusal.data.errorCode) ? errorStatus[refusal.data.errorCode] : 0;
    // A refused signature (401) or caller (403) is ours to fix, not the operator's: it stays unavailable.
    if (refusal.success && [400, 404, 409].includes(status)) {
      throw new DomainError(refusal.data.errorCode as ErrorCode, { detail: `${call.what} of ${provider.code}` });
    }
  }
  const envelope = successEnvelopeSchema(z.unknown()).safeParse(body);
  const parsed = envelope.success ? valueSchema.safeParse(envelope.data.value) : undefined;
  if (!parsed?.success) {
    throw new DomainError('provider_unavailable', { detail: `${call.what} of ${provider.code}: unexpected answer` });
  }
  return parsed.data as z.infer<T>;
}

/**
 * A signed `GET <baseUrl><path>?requestId&timestamp` of something the provider answers about itself: the answer
 * must name that provider.
 */
async function fetchProviderOwn<T extends z.ZodType<{ provider: string }>>(
  provider: ProviderEndpoint,
  call: { what: string; path: string; timeoutMs: number },
  valueSchema: T,
): Promise<z.infer<T>> {
  const query = new URLSearchParams({ requestId: randomUUID(), timestamp: String(Date.now()) }).toString();
  const answer = await callProvider(provider, { ...call, query }, valueSchema);
  if (answer.provider !== provider.code) {
    throw new DomainError('provider_unavailable', { detail: `${call.what} of ${provider.code}: another provider's` });
  }
  return answer;
}

/** Reads a provider's catalog: signed `GET <baseUrl>/rgs/v1/games?requestId&timestamp`. */
export function fetchProviderCatalog(provider: ProviderEndpoint): Promise<RgsCatalog> {
  return fetchProviderOwn(
    provider,
    { what: 'catalog', path: rgsPaths.games, timeoutMs: catalogTimeoutMs },
    rgsCatalogSchema,
  );
}

/** Reads a provider's open rooms: signed `GET <baseUrl>/rgs/v1/rooms?requestId&timestamp`. */
export function fetchProviderRooms(provider: ProviderEndpoint): Promise<RgsRooms> {
  return fetchProviderOwn(provider, { what: 'rooms', path: rgsPaths.rooms, timeoutMs: roomsTimeoutMs }, rgsRoomsSchema);
}

/** A lottery read is made while a player waits on a lottery page: a slow provider answers provider_unavailable. */
const lotteryTimeoutMs = 3_000;

/** Reads a lottery provider's games with their open and last draws: signed `GET <baseUrl>/rgs/v1/lottery/games`. */
export function fetchLotteryGames(provider: ProviderEndpoint): Promise<LotteryProviderGames> {
  return fetchProviderOwn(
    provider,
    { what: 'lottery games', path: lotteryEndpoints.providerGames.path, timeoutMs: lotteryTimeoutMs },
    lotteryProviderGamesSchema,
  );
}

/**
 * Reads draws of a lottery provider: one by its code, or a game's latest results. Signed
 * `GET <baseUrl>/rgs/v1/lottery/draws?requestId&timestamp&gameCode|drawCode&limit`.
 */
export async function fetchLotteryDraws(
  provider: ProviderEndpoint,
  query: { gameCode?: string; drawCode?: string; limit: number },
): Promise<LotteryProviderDraws> {
  const search = new URLSearchParams({
    requestId: randomUUID(),
    timestamp: String(Date.now()),
    limit: String(query.limit),
  });
  if (query.gameCode !== undefined) search.set('gameCode', query.gameCode);
  if (query.drawCode !== undefined) search.set('drawCode', query.drawCode);
  const answer = await callProvider(
    provider,
    {
      what: 'lottery draws',
      path: lotteryEndpoints.providerDraws.path,
      timeoutMs: lotteryTimeoutMs,
      query: search.toString(),
    },
    lotteryProviderDrawsSchema,
  );
  if (answer.provider !== provider.code) {
    throw new DomainError('provider_unavailable', { detail: `lottery draws of ${provider.code}: another provider's` });
  }
  return answer;
}

/** Asks a provider for a game's launch address: signed `POST <baseUrl>/rgs/v1/launch` → `{ url }`. */
export async function requestProviderLaunch(
  provider: ProviderEndpoint,
  launch: Omit<RgsLaunchRequest, 'requestId' | 'timestamp'>,
): Promise<string> {
  const body = JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), ...launch });
  const answer = await callProvider(
    provider,
    { what: 'launch', path: rgsPaths.launch, timeoutMs: launchTimeoutMs, body },
    rgsLaunchResponseSchema,
  );
  return answer.url;
}
