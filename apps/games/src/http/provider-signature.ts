import { DomainError, signatureHeaders } from '@ficha/contract';
import { captureRawJsonBodies, isFresh, verifySignature } from '@ficha/contract/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The `X-Provider` code the platform sends when it calls a game server. */
export const platformCallerCode = 'PLATFORM';

export interface ProviderSignatureOptions {
  /** The `X-Provider` value a caller must send. */
  callerCode: string;
  /** The HMAC secret shared with the caller. */
  secret: string;
}

/** The query string exactly as sent: everything after the first `?` of the request line. */
function rawQueryString(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

const carriesQuery = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Makes every route of an encapsulated scope a signed call (ARCHITECTURE.md "Seamless wallet"): `X-Provider`
 * must name the caller, `X-Signature` must be the hex HMAC-SHA256 of the raw query string (GET) or raw JSON
 * body (POST), and the payload's `timestamp` (ms) must be at most five minutes off. A failure answers
 * INVALID_SIGNATURE or REQUEST_EXPIRED before the handler runs. Call it inside `app.register`.
 */
export function installProviderSignature(scope: FastifyInstance, options: ProviderSignatureOptions): void {
  const rawBodyOf = captureRawJsonBodies(scope);

  scope.addHook('preHandler', async (request) => {
    const provider = request.headers[signatureHeaders.provider];
    const signature = request.headers[signatureHeaders.signature];
    const raw = carriesQuery(request) ? rawQueryString(request.url) : (rawBodyOf(request) ?? '');
    if (
      provider !== options.callerCode ||
      typeof signature !== 'string' ||
      !verifySignature(options.secret, raw, signature)
    ) {
      request.log.warn({ provider }, 'signed call refused: bad provider or signature');
      throw new DomainError('INVALID_SIGNATURE');
    }

    const payload = (carriesQuery(request) ? request.query : request.body) as { timestamp?: unknown } | null;
    const timestamp = Number(payload?.timestamp);
    if (!Number.isSafeInteger(timestamp) || timestamp <= 0) {
      throw new DomainError('request_param_err', { fields: [{ field: 'timestamp', reason: 'invalid_type' }] });
    }
    if (!isFresh(timestamp)) throw new DomainError('REQUEST_EXPIRED');
  });
}
