import { randomUUID } from 'node:crypto';
import type { Endpoint, EndpointOutput } from '../endpoint.ts';
import type { Envelope } from '../envelope.ts';
import { signatureHeaders } from '../seamless.ts';
import { createPost, type Post } from './http-post.ts';
import { signPayload } from './signature.ts';

/** The same POST through a `fetch` (the tests' replacement that loses answers on the way). */
const postWithFetch =
  (doFetch: typeof fetch): Post =>
  async (url, { headers, body, timeoutMs }) => {
    const response = await doFetch(url, {
      method: 'POST',
      headers,
      body,
      ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    });
    return { status: response.status, text: await response.text() };
  };

/**
 * A seamless-wallet answer: the HTTP status and the envelope as received, its success value read with the
 * endpoint's response schema (an answer that does not match it throws: it cannot be trusted).
 */
export interface SeamlessAnswer<T = unknown> {
  status: number;
  envelope: Envelope<T>;
}

export interface SeamlessClientOptions {
  /** Where the platform is, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  provider: string;
  secret: string;
  /** The clock the timestamps come from (ms); tests move it to send stale calls. */
  now?: () => number;
  /** How long one call may take before it fails (no limit when absent). */
  timeoutMs?: number;
  /** Sends the calls with `fetch` instead (tests that lose answers on the way); node:http when absent. */
  fetch?: typeof fetch;
}

/**
 * The provider side of the seamless wallet: signs each body (hex HMAC-SHA256 of the exact bytes sent) and
 * adds `requestId` and `timestamp`. Game servers (through the provider kit's wallet), the conformance kit and the
 * tests call the platform with it.
 */
export function createSeamlessClient(options: SeamlessClientOptions) {
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');
  const post = options.fetch ? postWithFetch(options.fetch) : createPost();

  /** Posts an exact body with the given headers: the door for forged and malformed calls. */
  async function postRaw(path: string, body: string, headers: Record<string, string>): Promise<SeamlessAnswer> {
    const { status, text } = await post(`${base}${path}`, {
      headers: { 'content-type': 'application/json', language: 'EN', ...headers },
      body,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    return { status, envelope: JSON.parse(text) as Envelope<unknown> };
  }

  /** The headers of a correctly signed body. */
  function headersFor(body: string, provider = options.provider, secret = options.secret): Record<string, string> {
    return { [signatureHeaders.provider]: provider, [signatureHeaders.signature]: signPayload(secret, body) };
  }

  /** The body of a call: `requestId` and `timestamp` are added unless the input has them. */
  function bodyOf(input: Record<string, unknown>): string {
    return JSON.stringify({ requestId: randomUUID(), timestamp: now(), ...input });
  }

  return {
    postRaw,
    headersFor,
    bodyOf,

    /** Signs and posts a call; a success value is read with the endpoint's response schema. */
    async call<E extends Endpoint>(
      endpoint: E,
      input: Record<string, unknown>,
    ): Promise<SeamlessAnswer<EndpointOutput<E>>> {
      const body = bodyOf(input);
      const answer = await postRaw(endpoint.path, body, headersFor(body));
      if (!answer.envelope.success) return answer as SeamlessAnswer<EndpointOutput<E>>;
      const value = endpoint.response.parse(answer.envelope.value) as EndpointOutput<E>;
      return { status: answer.status, envelope: { ...answer.envelope, value } };
    },
  };
}

export type SeamlessClient = ReturnType<typeof createSeamlessClient>;
