import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors.ts';
import { signatureHeaders } from '../seamless.ts';
import type { CallerResolver } from './http.ts';
import { isFresh, verifySignature } from './signature.ts';
import { rawJsonBody } from './strict-json.ts';

export interface SignedCallerOptions<C> {
  /** The caller an `X-Provider` code names, with the secret its calls are signed with; undefined: unknown. */
  find: (
    code: string,
  ) => Promise<{ caller: C; secret: string } | undefined> | { caller: C; secret: string } | undefined;
  /** Runs once the signature holds, before the timestamp is read (e.g. refuse a disabled caller). */
  admit?: (caller: C, request: FastifyRequest) => Promise<void> | void;
}

export interface SignedCaller<C> {
  /** The resolver of `provider` endpoints: bind it as `callers.provider`. */
  resolve: CallerResolver;
  /** The verified caller of a request the resolver admitted. */
  callerOf(request: FastifyRequest): C;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The query string exactly as sent: everything after the first `?` of the request line. */
function rawQueryString(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

/**
 * The signed calls of the seamless protocol (ARCHITECTURE.md "Seamless wallet"), on either side of it: `X-Provider`
 * names the caller, `X-Signature` is the hex HMAC-SHA256 of the raw query string (GET) or the raw JSON body under
 * the caller's secret, and the payload's `timestamp` (ms) is at most five minutes off. An unknown caller or a bad
 * signature answers INVALID_SIGNATURE, a stale call REQUEST_EXPIRED — before the input is read.
 */
export function signedCaller<C>(options: SignedCallerOptions<C>): SignedCaller<C> {
  const callers = new WeakMap<FastifyRequest, C>();
  return {
    async resolve(request) {
      const code = header(request, signatureHeaders.provider);
      const carriesQuery = request.method === 'GET' || request.method === 'HEAD';
      const raw = carriesQuery ? rawQueryString(request.url) : (rawJsonBody(request) ?? '');
      const found = code === undefined ? undefined : await options.find(code);
      if (!found || !verifySignature(found.secret, raw, header(request, signatureHeaders.signature))) {
        request.log.warn({ provider: code }, 'signed call refused: unknown caller or bad signature');
        throw new DomainError('INVALID_SIGNATURE');
      }
      await options.admit?.(found.caller, request);
      const payload = (carriesQuery ? request.query : request.body) as { timestamp?: unknown } | null;
      const timestamp = carriesQuery ? Number(payload?.timestamp) : payload?.timestamp;
      if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp <= 0) {
        throw new DomainError('request_param_err', { fields: [{ field: 'timestamp', reason: 'invalid_type' }] });
      }
      if (!isFresh(timestamp)) throw new DomainError('REQUEST_EXPIRED');
      callers.set(request, found.caller);
    },
    callerOf(request) {
      if (!callers.has(request)) throw new Error('signed call without its verified caller');
      return callers.get(request) as C;
    },
  };
}
